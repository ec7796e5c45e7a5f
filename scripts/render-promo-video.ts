// `npm run video:promo` (docs/reference/scripts.md "Assets"); ffmpeg must be on PATH. The outputs are committed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import {
  PROMO_FADE_SECONDS,
  PROMO_SLIDE_SECONDS,
  PROMO_SLIDES,
  promoCaptionsVtt,
  promoDurationSeconds,
  type PromoSlide,
} from "../components/landing/promo-video-slides";

const ROOT = path.resolve(__dirname, "..");
const OUT_DIR = path.join(ROOT, "public", "video");
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
/** Both files together must stay small enough for a landing page. */
const MAX_TOTAL_BYTES = 3 * 1024 * 1024;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

function capsuleIcon(x: number, y: number): string {
  return `
    <g transform="translate(${x} ${y}) rotate(-35)">
      <rect x="-90" y="-36" width="180" height="72" rx="36" fill="#ecfdf5"/>
      <path d="M0 -36 H54 A36 36 0 0 1 54 36 H0 Z" fill="#34d399"/>
      <rect x="-90" y="-36" width="180" height="72" rx="36" fill="none" stroke="#a7f3d0" stroke-width="4"/>
    </g>`;
}

function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function slideSvg(slide: PromoSlide, index: number, count: number): string {
  const isTitle = index === 0;
  const isWarning = index === count - 1;
  const headingSize = isTitle ? 76 : 68;
  // The title slide keeps the right-hand side for its capsule; other headings fit one line.
  const headingLines = wrapWords(slide.heading, isTitle ? 18 : 28);
  const headingTop = 230;
  const heading = headingLines
    .map(
      (line, i) =>
        `<text x="96" y="${headingTop + i * (headingSize + 12)}" font-size="${headingSize}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  const bodyY = headingTop + (headingLines.length - 1) * (headingSize + 12) + 95;
  const body = slide.lines
    .map(
      (line, i) =>
        `<text x="96" y="${bodyY + i * 54}" font-size="40" fill="#d1fae5">${escapeXml(line)}</text>`,
    )
    .join("");
  const dots = Array.from({ length: count }, (_, i) => {
    const cx = 96 + i * 30;
    return `<circle cx="${cx}" cy="640" r="8" fill="${i === index ? "#ffffff" : "#6ee7b7"}" opacity="${i === index ? 1 : 0.45}"/>`;
  }).join("");
  const accent = isWarning ? "#fbbf24" : "#34d399";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#064e3b"/>
      <stop offset="1" stop-color="#047857"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1120" cy="120" r="260" fill="#10b981" opacity="0.12"/>
  <circle cx="1180" cy="640" r="180" fill="#10b981" opacity="0.10"/>
  ${isTitle ? capsuleIcon(1010, 300) : ""}
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif">
    <text x="96" y="96" font-size="26" font-weight="bold" fill="#a7f3d0" letter-spacing="2">${escapeXml(
      isTitle ? "UK · EDUCATIONAL · ADULTS 18+" : "SMART SUPPLEMENT STACK BUILDER UK",
    )}</text>
    <rect x="96" y="${headingTop - headingSize - 30}" width="120" height="8" rx="4" fill="${accent}"/>
    ${heading}
    ${body}
  </g>
  ${dots}
</svg>`;
}

function renderPng(svg: string, file: string): void {
  const png = new Resvg(svg, {
    fitTo: { mode: "width", value: WIDTH },
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  })
    .render()
    .asPng();
  writeFileSync(file, png);
}

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

function slideshowArgs(pngs: string[]): string[] {
  const inputs = pngs.flatMap((png) => [
    "-loop",
    "1",
    "-framerate",
    String(FPS),
    "-t",
    String(PROMO_SLIDE_SECONDS),
    "-i",
    png,
  ]);
  const step = PROMO_SLIDE_SECONDS - PROMO_FADE_SECONDS;
  const filters: string[] = pngs.map((_, i) => `[${i}:v]format=yuv420p,setsar=1[s${i}]`);
  let previous = "s0";
  for (let i = 1; i < pngs.length; i += 1) {
    const label = i === pngs.length - 1 ? "out" : `x${i}`;
    filters.push(
      `[${previous}][s${i}]xfade=transition=fade:duration=${PROMO_FADE_SECONDS}:offset=${(i * step).toFixed(3)}[${label}]`,
    );
    previous = label;
  }
  return [...inputs, "-filter_complex", filters.join(";"), "-map", "[out]", "-r", String(FPS), "-an"];
}

function main(): void {
  const slidesFlag = process.argv.indexOf("--slides");
  const slidesDir = slidesFlag === -1 ? undefined : process.argv[slidesFlag + 1];
  if (slidesFlag !== -1) {
    if (!slidesDir) throw new Error("--slides needs a directory");
    mkdirSync(slidesDir, { recursive: true });
    PROMO_SLIDES.forEach((slide, index) =>
      renderPng(slideSvg(slide, index, PROMO_SLIDES.length), path.join(slidesDir, `slide-${index}.png`)),
    );
    console.log(`${PROMO_SLIDES.length} slides in ${slidesDir}`);
    return;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), "promo-video-"));
  try {
    const pngs = PROMO_SLIDES.map((slide, index) => {
      const file = path.join(work, `slide-${index}.png`);
      renderPng(slideSvg(slide, index, PROMO_SLIDES.length), file);
      return file;
    });
    const duration = promoDurationSeconds();
    const webm = path.join(OUT_DIR, "promo.webm");
    const mp4 = path.join(OUT_DIR, "promo.mp4");
    const poster = path.join(OUT_DIR, "promo-poster.jpg");
    const captions = path.join(OUT_DIR, "promo.en.vtt");

    // Still slides compress to very little; constant quality keeps text edges sharp.
    ffmpeg([
      ...slideshowArgs(pngs),
      "-c:v",
      "libvpx-vp9",
      "-crf",
      "36",
      "-b:v",
      "0",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-t",
      String(duration),
      webm,
    ]);
    ffmpeg([
      ...slideshowArgs(pngs),
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "26",
      "-tune",
      "stillimage",
      "-pix_fmt",
      "yuv420p",
      "-profile:v",
      "high",
      "-movflags",
      "+faststart",
      "-t",
      String(duration),
      mp4,
    ]);
    // The first slide as the poster; JPEG quality about 0.8 (docs/product-rules.md §9) is ffmpeg's q:v 4.
    const firstSlide = pngs[0];
    if (!firstSlide) throw new Error("The storyboard has no slides");
    ffmpeg(["-i", firstSlide, "-q:v", "4", poster]);
    writeFileSync(captions, promoCaptionsVtt());

    const sizes = [webm, mp4, poster, captions].map(
      (file) => [path.relative(ROOT, file), statSync(file).size] as const,
    );
    for (const [file, bytes] of sizes) console.log(`${file}: ${(bytes / 1024).toFixed(1)} KiB`);
    const videoBytes = statSync(webm).size + statSync(mp4).size;
    console.log(`Duration ${duration} s; both videos ${(videoBytes / 1024 / 1024).toFixed(2)} MiB`);
    if (videoBytes > MAX_TOTAL_BYTES)
      throw new Error(`The two videos exceed ${MAX_TOTAL_BYTES} bytes together`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
