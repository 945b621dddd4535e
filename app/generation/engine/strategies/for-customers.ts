// A service sold to one kind of customer may be named from the customer's world before the trade, as such firms are:
// "Fork Accounting" for accountants to restaurants, "Floss Marketing" for a marketing agency for dentists, "Shutter
// Bookkeeping" for bookkeeping for photographers. Without these an accountant for restaurants got "Quiet Yield", "North
// Anchor" and "Total Works", none of which says whom it is for.
import type { GeneralName } from "../../catalog/types";
import type { Ctx } from "../core/context";
import type { Maker } from "./types";
import { general, pitched, traits } from "../core/result";
import { capitalize, fold, tokens } from "../core/text";
import { STOPWORDS } from "../core/stopwords";
import { familyInContext, type Family } from "../data/description-families";
import { SAMPLE } from "./software";

// Services whose family the word lists miss: "bookkeeping" and "payroll" are the accountant's.
const TRADE_CUES: [RegExp, string][] = [[/^(bookkeeping|bookkeepers?|payroll|tax|taxes|vat)$/, "accounts"]];
// Words for how a customer's place is used, which name no world of theirs: "holiday cottages", "rental flats".
const USED_AS = /^(holiday|holidays|rental|rentals|student|luxury|private|public|independent|local|small|family)$/;
// The families of services a firm sells to others; the customer's family is any other.
const SERVICES = /^(accounts|money|marketing|recruit|clean|law|tech|photo|laundry|advice|print|events)$/;
// The visitor's own words for a trade, as a sign says them ("bookkeeping" -> Bookkeeping, "IT support" -> IT Support).
const TRADE_NAMES: Record<string, string> = {
  accounting: "Accounting", accountancy: "Accountancy", accountants: "Accountants", bookkeeping: "Bookkeeping", payroll: "Payroll",
  tax: "Tax", marketing: "Marketing", recruitment: "Recruitment", staffing: "Staffing", cleaning: "Cleaning", legal: "Legal",
  law: "Law", photography: "Photography", laundry: "Laundry", printing: "Print", events: "Events", advertising: "Advertising",
};

/** The trade's names in the visitor's words: none where they named it otherwise ("web design"), and then no such names. */
function tradeWords(said: readonly string[]): string[] {
  const own = said.filter((w) => TRADE_NAMES[w]).map((w) => TRADE_NAMES[w]);
  if (said.includes("it") && said.includes("support")) own.push("IT Support");
  return [...new Set(own)];
}

/** Names of the customer's world before the trade, beside a maker's: each in about one list in eight, one a list at most. */
export function withCustomerWorld(maker: Maker): Maker {
  return (ctx: Ctx) => {
    const make = maker(ctx);
    const said = tokens(fold(ctx.description));
    let trade: Family | undefined;
    let customer: Family | undefined;
    for (const [i, w] of said.entries()) {
      const cue = TRADE_CUES.find(([re]) => re.test(w))?.[1];
      const fam = familyInContext(w, said);
      if (ctx.customers.has(w)) {
        // (Whom it is for by their own trade, "freelance photographers" photography's, never the team words of "staff" or "freelance";
        // by what they are where that has a world, "construction companies" building's; and never by a word for how they are
        // used, "holiday cottages" are no travel, "Journey Cleaning".)
        const next = said[i + 1] ?? "";
        const head = ctx.customers.has(next) && !STOPWORDS.has(next) ? familyInContext(next, said) : undefined;
        if (fam && !customer && fam.key !== "team" && !USED_AS.test(w) && !(head && head.key !== "team")) customer = fam;
      } else if (!trade && (cue || (fam && SERVICES.test(fam.key)))) {
        trade = cue ? familyInContext("accounting", ["accounting"]) : fam;
      }
    }
    if (!trade || !customer || trade.key === customer.key) return make;
    const r = ctx.rng;
    const short = (f: Family) => f.words.filter((x) => /^[a-z]{3,8}$/.test(x.w) && !ctx.understood.excluded.has(x.w));
    const theirs = short(customer);
    // (The trade is said in the visitor's own word beside the customer's world, "Kettle Bookkeeping": a customer's word beside
    // another picture, "Anvil & Ledger", reads as a smithy.)
    const trades = tradeWords(said);
    const pool: (() => GeneralName)[] = [];
    const served = customer.about;
    for (const c of theirs) {
      for (const t of trades) {
        const name = `${capitalize(c.w)} ${t}`;
        pool.push(() =>
          general(
            name,
            `${name}: '${c.w}' is ${c.g}, from the world of ${served}; '${t}' says plainly what you do for it.`,
            traits(r, ["Clear", "Specialist", "Friendly", "Memorable"], ["Focused", "Professional"]),
            `Anyone in ${served} reading ${name} knows it is for them before they read another word.`,
            `${name} puts a word of the world of ${served} you serve before the name of your trade.`,
          ),
        );
      }
    }
    // (About one list in eight holds any one of them, one a list at most: asked again, the visitor sees another.)
    const chosen = pool.length > 0 && r.chance(Math.min(1, pool.length * SAMPLE)) ? r.pick(pool) : null;
    let given = false;
    return () => {
      if (!chosen || given || !r.chance(0.25)) return make();
      given = true;
      return chosen();
    };
  };
}
