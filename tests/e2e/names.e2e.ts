import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { signUp } from "./accounts";
import { useBrowser } from "./browser";

// Checking a name before falling for it: domains (answered by the local fake
// registry the e2e server is configured with, see fake-rdap.ts), trademark
// links, names that never repeat, more like this, and the shared shortlist.

const { newPage, baseURL } = useBrowser();

/** SCREENSHOT_DIR=/tmp/… keeps a picture of each state for a person to look at. */
async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

const cards = (page: Page) => page.locator("[data-testid=results] > li");

async function generateDogNames(page: Page, count: "3" | "7" | "15" = "7") {
  await page.goto("/ai-dog-name-generator");
  await page.getByLabel("Number of names").selectOption(count);
  await page.getByLabel("Describe your dog").fill("A big black German shepherd who guards the farm");
  await page.getByRole("button", { name: "Generate Dog Names" }).click();
  await cards(page).nth(Number(count) - 1).waitFor();
  await page.getByRole("button", { name: "Generate Dog Names" }).and(page.locator(":enabled")).waitFor();
  return (await page.getByTestId("result-name").allTextContents()).map((n) => n.trim());
}

describe("checking names", () => {
  test("each result gets trademark searches prefilled with its name, with the note", async () => {
    const page = await newPage();
    const [first] = await generateDogNames(page, "3");
    const card = cards(page).first();
    await card.getByText("Show details").click();
    const q = encodeURIComponent(first);
    await expect(card.getByRole("link", { name: `Check trademark for ${first} at USPTO` }).getAttribute("href")).resolves.toBe(`https://tmsearch.uspto.gov/search/search-results?query=${q}`);
    await expect(card.getByRole("link", { name: `Check trademark for ${first} at EUIPO` }).getAttribute("href")).resolves.toBe(`https://euipo.europa.eu/eSearch/#basic/1+1+1+1/100+100+100+100/${q}`);
    await expect(card.getByRole("link", { name: `Check trademark for ${first} at WIPO` }).getAttribute("href")).resolves.toContain(`brandName=${q}`);
    await expect(card.getByText("A starting point, not legal advice.").isVisible()).resolves.toBe(true);
  });

  test("domain answers fill in on each card after the names, with the ending and the time", async () => {
    const page = await newPage();
    const [first] = await generateDogNames(page, "3");
    const card = cards(page).first();
    const label = first.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "").replace(/[^a-z0-9]/g, "");
    const chip = (tld: string) => card.locator(`[data-testid=domain-status][title^="${label}.${tld}:"]`);
    // The fake registry: .com free, .net taken, .io rate limited, .co failing, .app free.
    await card.locator("[data-testid=domain-status][data-status=available]").first().waitFor();
    await card.locator("[data-testid=domains][aria-busy=false]").waitFor();
    await expect(chip("com").getAttribute("data-status")).resolves.toBe("available");
    await expect(chip("net").getAttribute("data-status")).resolves.toBe("taken");
    await expect(chip("io").getAttribute("data-status")).resolves.toBe("unknown");
    await expect(chip("co").getAttribute("data-status")).resolves.toBe("unknown");
    await expect(chip("app").getAttribute("data-status")).resolves.toBe("available");
    await expect(chip("com").textContent()).resolves.toBe(".com available");
    await expect(chip("com").locator("a").getAttribute("aria-label")).resolves.toBe(`.com available: search ${label}.com at the registrar`);
    await expect(chip("com").locator("a").getAttribute("href")).resolves.toBe(`https://www.namecheap.com/domains/registration/results/?domain=${label}.com`);
    await expect(card.getByTestId("domains-checked").textContent()).resolves.toMatch(/checked at \d/);

    // Choosing other endings checks those instead.
    await page.getByTestId("tld-picker").getByText("Change").click();
    await page.getByTestId("tld-picker").getByLabel(".org").check();
    await card.locator(`[data-testid=domain-status][title^="${label}.org:"]`).waitFor();
  });

  test("a signed-in user never gets the same name twice on a generator, and 'More like this' brings new ones", async () => {
    const page = await newPage();
    await signUp(page);
    const first = await generateDogNames(page, "15");
    const second = await generateDogNames(page, "15");
    expect(first).toHaveLength(15);
    expect(second).toHaveLength(15);
    const seen = new Set(first.map((n) => n.toLowerCase()));
    expect(second.filter((n) => seen.has(n.toLowerCase()))).toEqual([]);

    const liked = second[0];
    await cards(page).first().getByRole("button", { name: `More like this: ${liked}`, exact: true }).click();
    await page.waitForFunction((old) => {
      const names = [...document.querySelectorAll("[data-testid=result-name]")].map((e) => e.textContent?.trim());
      return names.length === 15 && !names.includes(old);
    }, liked);
    const more = (await page.getByTestId("result-name").allTextContents()).map((n) => n.trim().toLowerCase());
    for (const n of [...first, ...second]) expect(more).not.toContain(n.toLowerCase());
  });
});

describe("more like this without JavaScript", () => {
  test("the button posts the form with the liked name and the server renders new names", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/ai-dog-name-generator");
    await page.getByLabel("Number of names").selectOption("3");
    await page.getByLabel("Describe your dog").fill("A calm old beagle who loves naps");
    await page.getByRole("button", { name: "Generate Dog Names" }).click();
    await page.waitForLoadState("load");
    const liked = (await page.getByTestId("result-name").first().textContent())!.trim();
    await page.getByRole("button", { name: `More like this: ${liked}`, exact: true }).click();
    await page.waitForLoadState("load");
    const names = (await page.getByTestId("result-name").allTextContents()).map((n) => n.trim());
    expect(names).toHaveLength(3);
    expect(names).not.toContain(liked);
    // No domain row without JavaScript: nothing sits there "checking" forever.
    expect(await page.getByTestId("domains").count()).toBe(0);
  });
});

describe("only names with an available domain", () => {
  test("with .com every name shown has it free; with an ending that is always taken the user is told", async () => {
    const page = await newPage();
    await generateDogNames(page, "3");
    const option = page.getByLabel("Only show names with an available .com");
    await option.check();
    await page.getByRole("button", { name: "Generate Dog Names" }).click();
    await page.getByRole("button", { name: "Generate Dog Names" }).and(page.locator(":enabled")).waitFor();
    await cards(page).nth(2).waitFor();
    const first = cards(page).first();
    await first.locator("[data-testid=domains][aria-busy=false]").waitFor();
    await expect(first.locator('[data-testid=domain-status][title*=".com:"]').getAttribute("data-status")).resolves.toBe("available");

    // The fake registry says every .net is taken: .net first in the chosen endings.
    await page.getByTestId("tld-picker").getByText("Change").click();
    await page.getByTestId("tld-picker").getByLabel(".com").uncheck();
    await page.getByLabel("Only show names with an available .net").check();
    await page.getByRole("button", { name: "Generate Dog Names" }).click();
    await page.getByText("None of the names we found has an available .net right now.").first().waitFor();
  });
});

describe("a shared shortlist", () => {
  test("the owner picks the names and a title; friends vote once each; the owner renames, changes and removes the list", async () => {
    const owner = await newPage();
    await signUp(owner, { name: "Grace Hopper" });
    const names = await generateDogNames(owner, "3");
    for (const i of [0, 1, 2]) {
      await cards(owner).nth(i).getByRole("button", { name: "Save to favorites" }).click();
      await owner.locator("[data-sonner-toast]", { hasText: "Added to Favorites" }).last().waitFor();
    }
    await owner.goto("/dashboard?tab=favorites");
    const share = owner.getByTestId("shortlist-share");
    await share.getByText("Create a shortlist").click();
    // Every favorite starts ticked; the owner leaves the third one out.
    for (const n of names) expect(await share.getByRole("checkbox", { name: n, exact: true }).isChecked()).toBe(true);
    await share.getByRole("checkbox", { name: names[2], exact: true }).uncheck();
    await share.getByLabel("Shortlist title (optional)").fill("Names for our shepherd");
    await shot(owner, "shortlist-pick");
    await share.getByRole("button", { name: "Share shortlist" }).click();
    const link = owner.getByTestId("shortlist-link");
    await link.waitFor();
    await expect(owner.getByTestId("shortlist-title").textContent()).resolves.toBe("Names for our shepherd");
    await owner.getByText("is shared with 2 names.", { exact: false }).waitFor();
    const path = (await link.getAttribute("href"))!;
    expect(path).toMatch(/^\/s\/[A-Za-z0-9_-]{32}$/);

    const friend = await newPage();
    await friend.goto(path);
    await friend.getByRole("heading", { name: "Names for our shepherd" }).waitFor();
    await friend.getByText("A shortlist from Grace").waitFor();
    const listed = friend.getByTestId("shortlist");
    await listed.getByText(names[0], { exact: true }).waitFor();
    await listed.getByText(names[1], { exact: true }).waitFor();
    expect(await listed.getByText(names[2], { exact: true }).count()).toBe(0);
    // A second tab of the same browser, opened before the vote.
    const secondTab = await friend.context().newPage();
    await secondTab.goto(path);
    await friend.getByRole("button", { name: `Vote for ${names[1]}`, exact: true }).click();
    await friend.getByText(`Thanks! Your vote for ${names[1]} is in.`).waitFor();
    await friend.getByTestId("shortlist").getByText("Your vote", { exact: true }).waitFor();
    // The same vote again, from the tab that still offers it: a clear answer, no second vote.
    await secondTab.getByRole("button", { name: `Vote for ${names[1]}`, exact: true }).click();
    await secondTab.getByText(`You have already voted for ${names[1]}.`, { exact: false }).waitFor();
    await shot(secondTab, "shortlist-repeat-vote");
    // Voting for another name moves the one vote instead of adding another.
    await friend.getByRole("button", { name: `Vote for ${names[0]}`, exact: true }).click();
    await friend.getByRole("button", { name: `Vote for ${names[1]}`, exact: true }).waitFor();
    expect(await friend.getByTestId("vote-count").count()).toBe(0);

    const another = await newPage({ javaScriptEnabled: false });
    await another.goto(path);
    await another.getByRole("button", { name: `Vote for ${names[0]}`, exact: true }).click();
    await another.getByText(`Thanks! Your vote for ${names[0]} is in.`).waitFor();

    await owner.goto("/dashboard?tab=favorites");
    await owner.getByText("2 votes so far.").waitFor();
    await owner.goto(path);
    // Match the name exactly: another generated name may contain it ("Rex" and "T-Rex").
    const row = owner.locator("[data-testid=shortlist] > li", { has: owner.getByText(names[0], { exact: true }) });
    await expect(row.getByTestId("vote-count").textContent()).resolves.toBe("2 votes");

    // Rename it and swap a name: the same link shows the change.
    await owner.goto("/dashboard?tab=favorites");
    await owner.getByText("Edit names and title").click();
    await owner.getByLabel("Shortlist title (optional)").fill("Rex or not Rex?");
    await owner.getByRole("checkbox", { name: names[1], exact: true }).uncheck();
    await owner.getByRole("checkbox", { name: names[2], exact: true }).check();
    await owner.getByRole("button", { name: "Save shortlist" }).click();
    await owner.getByTestId("shortlist-title").getByText("Rex or not Rex?").waitFor();
    await shot(owner, "shortlist-shared");
    await friend.goto(path);
    await friend.getByRole("heading", { name: "Rex or not Rex?" }).waitFor();
    await listed.getByText(names[2], { exact: true }).waitFor();
    expect(await listed.getByText(names[1], { exact: true }).count()).toBe(0);

    await owner.goto("/dashboard?tab=favorites");
    await owner.getByRole("button", { name: "Remove shortlist" }).click();
    await owner.getByText("Create a shortlist").waitFor();
    const gone = await friend.goto(path);
    expect(gone?.status()).toBe(404);
    await friend.getByText("This shortlist does not exist or is no longer shared.").waitFor();
  });

  test("30 votes in a row from one address, without keeping cookies: a few count, then a clear refusal", async () => {
    const owner = await newPage();
    await signUp(owner, { name: "Grace Hopper" });
    await generateDogNames(owner, "3");
    await cards(owner).first().getByRole("button", { name: "Save to favorites" }).click();
    await owner.locator("[data-sonner-toast]", { hasText: "Added to Favorites" }).last().waitFor();
    await owner.goto("/dashboard?tab=favorites");
    await owner.getByText("Create a shortlist").click();
    await owner.getByRole("button", { name: "Share shortlist" }).click();
    const path = (await owner.getByTestId("shortlist-link").getAttribute("href"))!;
    await owner.goto(path);
    const favoriteId = (await owner.locator("input[name=favoriteId]").first().getAttribute("value"))!;

    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${baseURL}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL, "x-forwarded-for": "198.18.0.77" },
        body: new URLSearchParams({ favoriteId }),
        redirect: "manual",
      });
      statuses.push(res.status);
      last = await res.text();
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    expect(last).toContain("Too many votes have come from your network for this shortlist today.");
    await owner.goto("/dashboard?tab=favorites");
    await owner.getByText(`${statuses.filter((s) => s === 200).length} votes so far.`).waitFor();
  });
});
