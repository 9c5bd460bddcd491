#!/usr/bin/env bash
# The size/quality curve of the formats for documentation, on one shipped scene at 1 px/pt and
# 25 fps: each file's size, and its PSNR and SSIM (ffmpeg's filters, rgb24) against Reel's own PNG
# frames of the same moments. Peers in the same run: gifsicle's lossy LZW (-O3 --lossy=N, GPL,
# only run as a program) on Reel's exact GIF, and ffmpeg palettegen/paletteuse. gifski is neither
# in Debian 12 nor buildable here (AGPL; its crates cannot be fetched): ENCODING.md §2 has its
# figures on another scene.
#   benchmarks/size-quality.sh [REEL] [SCENE]
set -euo pipefail
cd "$(dirname "$0")/.."
reel=${1:-.build/release/reel}
scene=${2:-scenes/photo-feed.yaml}
work=$(mktemp -d /tmp/reel-sizes.XXXXXX)
trap 'rm -rf "$work"' EXIT
command -v gifsicle >/dev/null || { echo "(gifsicle is not installed: its rows are skipped)" >&2; }
name=$(basename "$scene" .yaml)
fps=25
"$reel" render "$scene" --format png --fps $fps --scale 1 --out "$work/png" >/dev/null
frames=$(ls "$work/png/$name" | wc -l)

# frames FILE FOLDER: the file's frames at 25 fps as PNGs (ffmpeg cannot read animated WebP: Pillow
# does, each frame repeated for its duration).
frames_of() {
  rm -rf "$2"; mkdir -p "$2"
  if [[ $1 == *.webp ]]; then
    python3 - "$1" "$2" $fps <<'PY'
import sys
from PIL import Image
image, out, fps = Image.open(sys.argv[1]), sys.argv[2], float(sys.argv[3])
n, clock = 0, 0.0
for i in range(image.n_frames):
    image.seek(i)
    image.load()
    clock += image.info.get("duration", 0) / 1000
    rgb = image.convert("RGB")
    while n < round(clock * fps):
        rgb.save(f"{out}/{n:04d}.png"); n += 1
PY
  else
    ffmpeg -loglevel error -i "$1" -vf "fps=$fps" -start_number 0 "$2/%04d.png"
  fi
}
# score FILE: "PSNR SSIM" of the file's frames at 25 fps against the PNG frames (rgb24).
score() {
  frames_of "$1" "$work/decoded"
  local inputs=(-framerate $fps -start_number 0 -i "$work/decoded/%04d.png"
    -framerate $fps -start_number 0 -i "$work/png/$name/frame-%04d.png")
  local filter="[0:v]format=rgb24,trim=end_frame=$frames[a];[1:v]format=rgb24[b]"
  local psnr ssim
  psnr=$(ffmpeg "${inputs[@]}" -lavfi "$filter;[a][b]psnr" -f null - 2>&1 \
    | sed -n 's/.*average:\([0-9.inf]*\).*/\1/p' | tail -1)
  ssim=$(ffmpeg "${inputs[@]}" -lavfi "$filter;[a][b]ssim" -f null - 2>&1 \
    | sed -n 's/.*All:\([0-9.]*\).*/\1/p' | tail -1)
  printf '%.1f %.4f\n' "$psnr" "$ssim"
}
line() {  # what FILE
  local size; size=$(stat -c %s "$2")
  read -r psnr ssim < <(score "$2")
  printf '%-48s %10s %9s %8s\n' "$1" "$(echo "scale=2; $size / 1000000" | bc -l | sed 's/^\./0./') MB" "$psnr" "$ssim"
}
printf '%-48s %10s %9s %8s\n' "$name @1x, $frames frames at $fps fps" "size" "PSNR dB" "SSIM"
r() { "$reel" render "$scene" --scale 1 --out "$work/$1" "${@:2}" >/dev/null 2>&1; }
r gif --fps $fps; line "Reel GIF (exact colours per frame)" "$work/gif/$name.gif"
for lossy in 20 40 80 120; do
  r "gif$lossy" --fps $fps --lossy $lossy; line "Reel GIF --lossy $lossy" "$work/gif$lossy/$name.gif"
done
r gif12 --fps 12.5; line "Reel GIF at 12.5 fps" "$work/gif12/$name.gif"
r gif12l --fps 12.5 --lossy 80; line "Reel GIF at 12.5 fps --lossy 80" "$work/gif12l/$name.gif"
if command -v gifsicle >/dev/null; then
  for lossy in 40 80; do
    gifsicle -O3 --lossy=$lossy "$work/gif/$name.gif" -o "$work/gifsicle$lossy.gif" 2>/dev/null
    line "gifsicle -O3 --lossy=$lossy on Reel's GIF" "$work/gifsicle$lossy.gif"
  done
fi
ffmpeg -loglevel error -framerate $fps -i "$work/png/$name/frame-%04d.png" \
  -vf "split[a][b];[a]palettegen[p];[b][p]paletteuse" "$work/ffmpeg.gif"
line "ffmpeg palettegen + paletteuse" "$work/ffmpeg.gif"
r webp --fps $fps --format webp --quality 60; line "Reel WebP, quality 60" "$work/webp/$name.webp"
r webp80 --fps $fps --format webp; line "Reel WebP, quality 80" "$work/webp80/$name.webp"
r mp4 --fps $fps --format mp4; line "Reel MP4 (H.264), quality 80" "$work/mp4/$name.mp4"
r webm --fps $fps --format webm; line "Reel WebM (VP9), quality 80" "$work/webm/$name.webm"
