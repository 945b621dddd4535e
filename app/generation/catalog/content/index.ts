import type { GeneratorContent } from "../types";
import { content as businessBrand } from "./business-brand";
import { content as fantasyGaming } from "./fantasy-gaming";
import { content as geographicalLocal } from "./geographical-local";
import { content as nicheSpecific } from "./niche-specific";
import { content as personalSocial } from "./personal-social";
import { content as random } from "./random";
import { content as specialtyFun } from "./specialty-fun";
import { content as techIndustry } from "./tech-industry";
import { content as writingCreative } from "./writing-creative";

/** The words of every generator page, keyed by generator slug. */
export const CONTENT: Record<string, GeneratorContent> = {
  ...random,
  ...businessBrand,
  ...personalSocial,
  ...writingCreative,
  ...nicheSpecific,
  ...techIndustry,
  ...geographicalLocal,
  ...fantasyGaming,
  ...specialtyFun,
};
