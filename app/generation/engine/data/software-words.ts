// Words for naming software the way people name the apps they use every day: the subject run into a short word for
// what kind of tool it is ("Rentmate", "Ticketdesk", "Restobook", "Dentally"), and the subject with the one who does the
// job ("Rent Splitter", "Contract Reader"). Each ending is offered only where the description asks for its kind of tool:
// a desk is where support tickets are dealt with, never where a habit is kept.

/** An ending for a subject word, the description words that call for it, and what the joined name says. */
export interface SoftwareTail {
  tail: string;
  /** Words of the description that make this kind of tool apt; null where any software may take it. */
  cue: RegExp | null;
  /** What the name says, as a sentence: (name, one, many, each) => "Ticketdesk is the desk where every ticket is dealt with",
   * for the subject said of one, of many, and of each ("every ticket", or "all the rent" for what is not counted). */
  says: (name: string, one: string, many: string, each: string) => string;
  /** What the ending says on its own, beside a word of the subject's world ("Pawspot"): "'spot' says it finds the place". */
  means: string;
}

const MEANS: Record<string, string> = {
  ly: "'-ly' makes it one light, friendly word",
  wise: "'wise' says it knows its business",
  mate: "'mate' says it is on your side",
  pal: "'pal' says it keeps you company",
  desk: "'desk' says it is where the work gets dealt with",
  board: "'board' says everyone sees the plan",
  book: "'book' says it is where everything is written down",
  box: "'box' says it keeps things together",
  kit: "'kit' says it is all you need to start",
  flow: "'flow' says things keep moving",
  sense: "'sense' says it makes sense of what comes in",
  spot: "'spot' says it finds the place",
  scout: "'scout' says it looks ahead for you",
  base: "'base' says it is where everything lives",
  log: "'log' says every day is written down",
  pad: "'pad' says it is where you jot things down",
  keeper: "'keeper' says it keeps it all in order",
  minder: "'minder' says it remembers for you",
  buddy: "'buddy' says it is a friend along the way",
  list: "'list' says it keeps the list",
};

const T = (tail: string, cue: string | null, says: SoftwareTail["says"]): SoftwareTail => ({ tail, cue: cue ? new RegExp(`\\b(${cue})\\b`) : null, says, means: MEANS[tail] });

export const SOFTWARE_TAILS: SoftwareTail[] = [
  T("ly", null, (n, one, many, each) => `${n} makes '${one}' into a light, friendly word, the way the tools people use every day are named`),
  T("wise", null, (n, one, many, each) => `${n} is wise in the ways of ${many}, so you need not be`),
  T("mate", "roommates?|flatmates?|housemates?|friends?|households?|famil(y|ies)|couples?|split\\w*|shar\\w*|students?|personal|together|parents?|kids?", (n, one, many, each) => `${n} is a mate who sees to the ${many}, the way a good friend would`),
  T("pal", "pets?|dogs?|cats?|plants?|gardens?|habits?|kids?|children|personal|water|hydrat\\w*|drink\\w*|reminders?|remind\\w*", (n, one, many, each) => `${n} is a pal for your ${many}, always there and never nagging`),
  T("desk", "support|tickets?|help ?desk|helpdesk|customers?|emails?|inbox\\w*|enquir\\w*|inquir\\w*|reception|front desk|admin|office|requests?|complaints?", (n, one, many, each) => `${n} is the desk where ${each} is dealt with`),
  T("board", "plan|plans|planned|planning|planners?|schedul\\w*|rotas?|roadmaps?|projects?|tasks?|campaigns?|posts?|content|sprints?|teams?|pipelines?|ideas?|priorit\\w*", (n, one, many, each) => `${n} puts ${each} on one board where the whole team sees it`),
  T("book", "bookings?|book|books|appointments?|schedul\\w*|calendars?|accounts?|accounting|bookkeeping|invoic\\w*|clients?|patients?|shifts?|rotas?|recipes?|reservations?|payroll|ledgers?|records?|logs?|diar(y|ies)", (n, one, many, each) => `${n} is the book ${each} is kept in, as it once was on paper`),
  T("box", "files?|documents?|receipts?|storage|store|stores|saves?|sav\\w*|shar\\w*|inbox\\w*|emails?|photos?|archives?|backups?|contracts?", (n, one, many, each) => `${n} is a box for your ${many}, all in one place and easy to find`),
  T("kit", "beginners?|starters?|makers?|hobb(y|ies)|learn\\w*|lessons?|courses?|routines?|workouts?", (n, one, many, each) => `${n} is a kit for your ${many}, everything you need to begin`),
  T("flow", "workflows?|process\\w*|pipelines?|automat\\w*|approvals?|payroll|payments?|invoic\\w*|onboard\\w*|orders?|shifts?|chase|chases|chasing", (n, one, many, each) => `${n} keeps ${each} moving from start to finish without anyone chasing it`),
  T("sense", "insights?|analytics|analys\\w*|data|reports?|reporting|feedback|signals?|sensors?|trends?|metrics", (n, one, many, each) => `${n} makes sense of ${each} and says what it means`),
  T("spot", "find\\w*|nearby|near|search\\w*|discover\\w*|maps?|locat\\w*", (n, one, many, each) => `${n} is where you spot the right ${one} near you`),
  T("scout", "find\\w*|search\\w*|discover\\w*|nearby|compar\\w*|deals?|jobs?|listings?", (n, one, many, each) => `${n} scouts out the ${many} for you, so you do not have to look`),
  T("base", "data|records?|knowledge|docs?|documents?|wikis?|recipes?|catalogues?|catalogs?|inventor(y|ies)|contacts?", (n, one, many, each) => `${n} is the base ${each} is kept on, one source of truth`),
  T("log", "habits?|track\\w*|hours?|time|timesheets?|shifts?|workouts?|runs?|moods?|journal\\w*|diar(y|ies)|water|drink\\w*|sleep", (n, one, many, each) => `${n} keeps a log of ${each}, day by day, so you can see how far you have come`),
  T("pad", "notes?|plan|plans|planning|recipes?|lists?|ideas?|lessons?|meals?|menus?|posts?|drafts?", (n, one, many, each) => `${n} is a pad for your ${many}, quick to jot down and easy to find`),
  T("keeper", "records?|accounts?|accounting|bookkeeping|bills?|invoic\\w*|receipts?|shifts?|rotas?|habits?|scores?|budgets?|rent|payments?|inventor(y|ies)|stock", (n, one, many, each) => `${n} keeps ${each} in order, so nothing slips`),
  T("minder", "plants?|pets?|dogs?|cats?|bills?|reminders?|remind\\w*|water\\w*|medicines?|meds|pills?|appointments?|deadlines?|kids?|children", (n, one, many, each) => `${n} minds the ${many} for you and remembers what you would forget`),
  T("buddy", "habits?|workouts?|runs?|study|studying|revision|learn\\w*|lessons?|practi[cs]e\\w*|walks?|hikes?|water|drink\\w*", (n, one, many, each) => `${n} is a buddy for your ${many}, there every day to keep you going`),
  T("list", "groceries|grocery|shopping|lists?|tasks?|to-?dos?|chores?|errands?|packing|wish\\w*|gifts?", (n, one, many, each) => `${n} is the list of ${many} everyone shares and nobody loses`),
];

/** The one who does a job, for the description's verb: "splits" -> Splitter ("Rent Splitter"). */
export const AGENTS: Record<string, string> = {
  split: "Splitter", track: "Tracker", plan: "Planner", schedule: "Scheduler", read: "Reader", sort: "Sorter", find: "Finder",
  match: "Matcher", count: "Counter", check: "Checker", scan: "Scanner", save: "Saver", remind: "Reminder",
  chase: "Chaser", log: "Logger", draft: "Drafter", translate: "Translator",
  summarize: "Summarizer", summarise: "Summariser", organize: "Organizer", organise: "Organiser", budget: "Budgeter",
  catch: "Catcher", spot: "Spotter", flag: "Flagger",
};
