// The ideas practical books are named for. A self-help, business or how-to book's title is rarely its topic with a
// frame around it ("Overcoming Procrastination Made Simple"): it is a short phrase for the problem, the promise or the
// first step ("Tomorrow Is Today", "Quiet Confidence", "Dinner in Twenty"), with the topic in the subtitle if at all.
// Each line: the words of a description that call for it | titles, each with what it says to a reader.
// Titles here are written for this engine; none is a known book's.
import { memo } from "../core/memo";

const IDEAS = `
procrastination procrastinating procrastinate procrastinator procrastinators deadlines | Tomorrow Is Today = the day the reader keeps putting things off to is this one; The Someday Trap = names the habit of saying someday, so the reader can spot it; Start Ugly = permission to begin badly, which is how every finished thing began; Ten Minutes to Begin = the smallest promise a putter-offer can keep; Not Later, Now = the whole book in three words; The Last-Minute Cure = speaks straight to the reader who does everything the night before
habit habits routine routines streak streaks | Small Hinges = small habits swing big doors; The Two-Minute Start = a habit begins with something too small to refuse; Same Time Tomorrow = the promise that makes a habit stick; Tiny Streaks = the chain of small days the book teaches the reader to keep; Habits That Stay = promises habits that last past January
focus focused distraction distractions distracted attention concentration concentrate | One Tab Open = a picture of a mind doing one thing at a time; Signal Over Noise = what matters, heard above what does not; The Quiet Hour = the protected time the book teaches the reader to keep; Undistracted = the state the reader wants, said in one word; Single-Tasking = the skill the book teaches, named plainly
sleep sleeping insomnia tired sleepless | Lights Out = the moment the reader wants to reach without a fight; The Sleep Reset = promises a fresh start for the reader's nights; Night Owl No More = speaks to the reader who is still awake at two; Eight Good Hours = the whole promise, counted; Tired of Being Tired = says exactly how the reader feels before the book
confidence confident introvert introverts introverted shy shyness self-esteem insecure | Quiet Confidence = confidence that needs no volume, for the reader who is not loud; Loud Enough = promises to be heard without changing who you are; Brave in Small Rooms = courage at the reader's own scale; Speak Up, Softly = a gentle way into being heard; Small Talk, Big Courage = names the moment shy readers dread, and the promise
anxiety anxious worry worries worrying overthinking overthink stress stressed panic | Unclench = the body's relief, said as an instruction; Out of Your Head = where the reader wants to be, away from the spiral; The Worry Box = a place to put worries down; Calm on Purpose = calm as a skill, not luck; What If, So What = answers the anxious question with a shrug
saving savings budget budgeting frugal thrifty spending money finances | Every Penny Counts = the saver's creed, as a promise; Pay Yourself First = the first rule of saving, as a title; Spend Less, Live More = the trade the book offers; Money on Purpose = every pound and dollar given a job; The Spending Pause = the moment before a purchase the book teaches the reader to take
groceries grocery supermarket | The Thrifty Trolley = a full trolley for less, in a picture; Full Basket, Lighter Bill = the grocery saver's whole promise; The Weekly Shop = the errand the book turns into savings
debt debts loans overdraft overdrawn | Out of the Red = the moment the balance turns, said as a place to reach; Owe Nothing = the goal in two words; The Last Payment = the day the reader is working towards; Paid Off = the two words every borrower wants to say; Zero Balance = the number that means free
pricing prices price rates charge charging fees | Charge More = the advice most freelancers need, in two words; Know Your Worth = pricing starts with it; Raise Your Rates = the step the book gives the courage for; Worth Every Penny = how clients should feel about the price; Name Your Price = the moment the book prepares the reader for
freelance freelancer freelancers freelancing self-employed solopreneur solopreneurs contractor contractors | Your Own Boss = the freedom and the job, in three words; Feast or Famine = the freelancer's year, named so it can be fixed; Solo = working alone, said with pride; The Freelance Year = a year of working for yourself, month by month
boundaries boundary people-pleasing people-pleaser people-pleasers assertive assertiveness | No Is a Full Sentence = the right to refuse, said plainly; The Polite No = refusing without guilt, in three words; Off Limits = a boundary, said as a sign on the door; Protect Your Time = the first boundary the book helps the reader keep; Not My Job = the sentence the reader finally learns to say
investing invest investment investments investor investors stocks shares pension pensions | Slow Money = wealth built patiently, the way it works; Boring Is Beautiful = the unexciting truth about investing well; Buy and Wait = the method in three words; The Patient Investor = names the kind of investor the book makes
remote distributed hybrid teams team teamwork colleagues | Together Apart = a team that works as one from many places; Teams Without Walls = work that does not need an office around it; Leading from Anywhere = the remote manager's new job; No Office Required = the premise, said as a relief; The Remote Team Playbook = promises plays a manager can run
leadership leader leaders leading manager managers management managing boss | The Quiet Leader = leadership without the shouting; First-Time Boss = speaks to the reader just promoted; People Before Plans = the order good leaders keep; Lead from the Middle = leading without the top job
teenager teenagers teen teens adolescent adolescents adolescence | Still Your Parent = the reassurance a parent of a teenager needs; Behind the Bedroom Door = where the teenage years happen, and what the book opens; Parenting the Eye Roll = names every parent's daily moment with a teenager; Surviving the Teenage Years = the promise, with a smile
toddler toddlers baby babies newborn newborns infant infants tantrums | Small People, Big Feelings = what a toddler is, in four words; Nap Time Is Sacred = every new parent's first law; Tiny Tyrants = a fond joke about who really runs the house; The First Thousand Days = the years the book walks through
minimalism minimalist minimal declutter decluttering clutter tidy tidying tidier | Room to Breathe = what a clear home gives back; Enough = the minimalist's whole answer, in one word; The Empty Shelf = the calm of space left empty; Keep Only the Good = the one rule of a clear home; One Box a Day = decluttering at a pace anyone can keep
career careers job jobs pivot pivoting resign resigning | Second Act = a new career as the next part of the story; The Pivot = the turn the reader is about to make; Work You Want = the goal, said plainly; Leap Well = leaving a job with a plan
speaking presentations presentation speeches | Own the Room = what a good speaker does; Knees Knocking = names the fear, with a grin; Speak So They Listen = the promise to every nervous speaker; Five Minutes on Stage = the moment the book prepares the reader for
writing writer writers novel drafting | Write Badly First = the first draft's only rule; The Blank Page = the writer's oldest enemy, named; Draft Zero = the rough start every book begins with; Words Before Breakfast = a writing habit in four words
grief grieving bereavement widow widowed mourning | The Empty Chair = the absence every grieving reader knows; Love After Loss = where grief leads in time; Still Here = for the one who carries on; Grief Comes in Waves = the truth the book explains
marriage married couple couples relationship relationships spouse spouses | Still Choosing You = love as a choice made again; Better Together = what a good partnership is; The Long Haul = a marriage that lasts, in a phrase
dating singles | Swipe Less, Meet More = dating off the screen; First Dates, Fewer Nerves = the promise for the nervous dater; The Honest Profile = dating as yourself
runner runners marathon marathons jogging jogger joggers | Run Slow to Run Far = the runner's paradox, as a promise; Couch to Finish Line = the whole journey in four words; Miles Before Breakfast = a runner's morning
fitness exercise workout workouts strength strong weight gym | Strong at Any Age = strength is never too late; Move Daily = the habit in two words; The Ten-Minute Workout = as much as a busy reader can give; Lift Heavy, Live Well = the strength trainer's promise
mindfulness meditation meditate mindful breathing | Sit Still = the whole practice, in two words; Ten Breaths = a practice short enough to start today; The Present Tense = living in now, in a writer's pun; Here, Now = where meditation takes the reader
burnout exhausted overwork overworked | Off the Clock = the rest the reader has earned; Rest Is Work Too = rest as part of doing well; Slow Down to Speed Up = the paradox that beats burnout; Running on Empty = names where the reader is now
productivity productive efficiency efficient organised organized organisation organization | Fewer Things, Done Well = the productive person's secret; The Done List = what the day actually achieved; Hours Back = the time the book returns; Less Busy, More Done = the trade the book offers
startup startups entrepreneur entrepreneurs founder founders hustle bootstrapping | Ship It = the founder's rule: release it; First Customer = the milestone every founder remembers; Small and Profitable = a business that pays, not one that impresses; Side Hustle, Main Event = a side project grown up
marketing sales selling customers brand branding | Be Remembered = the point of all marketing; Word of Mouth = the oldest marketing there is; Sell Like a Human = selling without the script; The Honest Pitch = sales that customers trust
retirement retire retired retiring pension | The Next Thirty Years = how long retirement may last, and why to plan it; Retire to Something = a retirement with a purpose; Second Spring = a new season, late in life; Unretired = for the retiree who is not done yet
creativity creatives | Make Something Today = the creative habit as an instruction; Permission to Play = what blocked creatives need most; The Curious Hour = an hour a day given to curiosity
adhd neurodivergent | Scattered, Not Broken = the reassurance at the heart of the book; Busy Brain = a fond name for the ADHD mind; The Wandering Mind's Manual = a guide for a mind that wanders
gardening garden gardens gardener gardeners vegetables allotment | Dirt Under Your Nails = the joy of real gardening; Seed to Supper = from sowing to eating; Weeds and All = gardening without perfection; Grow Small = a big harvest from a small plot
language languages fluent fluency bilingual | Fluent Enough = the goal that matters: being understood; One Word a Day = language learning at a pace anyone keeps; Say It Again = the learner's honest request
happiness happy gratitude grateful joy | Good Enough Days = happiness without perfection; The Small Joys = the everyday happiness the book points to; Count the Good = gratitude as a daily count
negotiation negotiate negotiating salary | Ask for More = the whole lesson in three words; Name Your Number = the moment that decides a negotiation; The Counteroffer = the reply that changes the deal
anger angry temper | Count to Ten = the oldest advice for anger, kept; Before You Snap = the moment the book teaches the reader to catch; Cool Head = what the reader wants to keep
divorce divorced separation separated | Uncoupled = the new state, said gently; Starting Over = what comes after a divorce; The Other Side of Us = life after a marriage ends
`;

export interface PracticalIdea {
  title: string;
  says: string;
}

const BY_WORD = new Map<string, PracticalIdea[][]>();
for (const line of IDEAS.split("\n")) {
  const bar = line.indexOf("|");
  if (bar < 0) continue;
  const ideas = line.slice(bar + 1).split(";").map((x) => {
    const eq = x.indexOf("=");
    return { title: x.slice(0, eq).trim(), says: x.slice(eq + 1).trim() };
  });
  for (const w of line.slice(0, bar).trim().split(" ")) BY_WORD.set(w, [...(BY_WORD.get(w) ?? []), ideas]);
}

/** The ideas a practical book's description calls for, each group once, in the order the description says them. */
export const practicalIdeas = memo((description: string): PracticalIdea[] => {
  const groups: PracticalIdea[][] = [];
  for (const w of description.toLowerCase().split(/[^a-z-]+/)) for (const g of BY_WORD.get(w) ?? []) if (!groups.includes(g)) groups.push(g);
  return groups.flat();
}, 200);
