// Draws the illustrations of the seeded blog posts (public/blog/<slug>.jpg,
// 1200×675) from a small SVG description per post, rendered by the system
// Chromium. JPEG: about 40 kB each, and accepted as a link preview image
// everywhere (SVG is not). Run after changing a design:
//   node scripts/blog-illustrations.mjs
// The pictures are committed; nothing is drawn at run time.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const W = 1200;
const H = 675;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/blog");

/** A small deterministic generator, so a post's picture only changes when its design does. */
function random(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A name tag ("Hello, my name is"), the site's motif: one per post, with names that suit it. */
function nameTag(x, y, w, name, color, rotate) {
  const h = w * 0.62;
  return `<g transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})">
    <rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="22" fill="#0f172a" opacity="0.18"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#ffffff"/>
    <path d="M${x} ${y + 22} a22 22 0 0 1 22 -22 h${w - 44} a22 22 0 0 1 22 22 v${h * 0.3} h-${w} z" fill="${color}"/>
    <text x="${x + w / 2}" y="${y + h * 0.17}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${w * 0.085}" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="4">HELLO</text>
    <text x="${x + w / 2}" y="${y + h * 0.27}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${w * 0.04}" fill="#ffffff" text-anchor="middle" opacity="0.9">my name is</text>
    <text x="${x + w / 2}" y="${y + h * 0.68}" font-family="DejaVu Serif, Georgia, serif" font-size="${Math.min(w * 0.13, (w * 1.6) / name.length)}" font-style="italic" fill="#1e293b" text-anchor="middle">${esc(name)}</text>
  </g>`;
}

/** Soft shapes behind the tags; the motif says which (stars for fantasy, sound waves for podcasts…). */
function motif(kind, rnd, ink) {
  const parts = [];
  for (let i = 0; i < 14; i++) {
    const x = rnd() * W;
    const y = rnd() * H;
    const r = 10 + rnd() * 40;
    const o = (0.08 + rnd() * 0.14).toFixed(2);
    if (kind === "stars") {
      const pts = Array.from({ length: 10 }, (_, k) => {
        const a = (Math.PI / 5) * k - Math.PI / 2;
        const rr = k % 2 ? r * 0.45 : r;
        return `${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)}`;
      });
      parts.push(`<polygon points="${pts.join(" ")}" fill="${ink}" opacity="${o}"/>`);
    } else if (kind === "paws") {
      parts.push(`<g fill="${ink}" opacity="${o}"><ellipse cx="${x}" cy="${y}" rx="${r * 0.6}" ry="${r * 0.5}"/>` +
        [-0.7, -0.25, 0.25, 0.7].map((d, k) => `<circle cx="${x + d * r}" cy="${y - r * (k === 0 || k === 3 ? 0.55 : 0.8)}" r="${r * 0.22}"/>`).join("") + "</g>");
    } else if (kind === "waves") {
      parts.push(`<path d="M${x - r * 2} ${y} q${r / 2} -${r} ${r} 0 t${r} 0 t${r} 0 t${r} 0" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round" opacity="${o}"/>`);
    } else if (kind === "checks") {
      parts.push(`<path d="M${x - r / 2} ${y} l${r / 3} ${r / 3} l${r * 0.7} -${r * 0.7}" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="${o}"/>`);
    } else if (kind === "leaves") {
      parts.push(`<path d="M${x} ${y} q${r} -${r} ${r * 2} 0 q-${r} ${r} -${r * 2} 0 z" fill="${ink}" opacity="${o}" transform="rotate(${Math.round(rnd() * 360)} ${x} ${y})"/>`);
    } else {
      parts.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${ink}" opacity="${o}"/>`);
    }
  }
  return parts.join("\n");
}

function svg(post) {
  const rnd = random(post.slug);
  const [from, to] = post.colors;
  const tags = post.names.map((name, i) => {
    const w = i === 1 ? 420 : 330;
    const x = [70, 390, 800][i];
    const y = [260, 195, 285][i] + Math.round(rnd() * 30);
    return nameTag(x, y, w, name, post.accent, [-8, 3, 9][i]);
  });
  // The middle tag is drawn last, on top.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${motif(post.motif, rnd, "#ffffff")}
  ${tags[0]}
  ${tags[2]}
  ${tags[1]}
</svg>`;
}

/** One design per seeded post: colours, the motif and three names that suit the article. */
export const ILLUSTRATIONS = [
  { slug: "choosing-a-brand-name-customers-remember", colors: ["#4f46e5", "#db2777"], accent: "#4f46e5", motif: "circles", names: ["Brightwell", "Kindle & Co", "Nimbus"] },
  { slug: "fantasy-naming-guide-believable-names", colors: ["#312e81", "#0f766e"], accent: "#7c3aed", motif: "stars", names: ["Eldoria", "Thessaly Vane", "Korrin"] },
  { slug: "warrior-cat-names-naming-conventions", colors: ["#14532d", "#a16207"], accent: "#15803d", motif: "leaves", names: ["Firepaw", "Mistystar", "Ashfur"] },
  { slug: "how-to-name-a-dog-or-cat", colors: ["#ea580c", "#facc15"], accent: "#ea580c", motif: "paws", names: ["Biscuit", "Luna", "Maple"] },
  { slug: "how-to-name-a-podcast", colors: ["#7e22ce", "#2563eb"], accent: "#9333ea", motif: "waves", names: ["Night Shift", "The Curious Hour", "Loud Ideas"] },
  { slug: "check-if-a-business-name-is-available", colors: ["#0e7490", "#16a34a"], accent: "#0e7490", motif: "checks", names: ["Northwind", "Harbor Lane", "Fernly"] },
  { slug: "how-to-name-a-business", colors: ["#1d4ed8", "#0891b2"], accent: "#1d4ed8", motif: "circles", names: ["Copperleaf", "Bright Harbor", "Lumen"] },
];

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H } });
    for (const post of ILLUSTRATIONS) {
      await page.setContent(`<html><body style="margin:0">${svg(post)}</body></html>`);
      writeFileSync(path.join(out, `${post.slug}.jpg`), await page.screenshot({ type: "jpeg", quality: 82, clip: { x: 0, y: 0, width: W, height: H } }));
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
