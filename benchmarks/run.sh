#!/usr/bin/env bash
# Reel against its peers, side by side, in one run: prints every row of the speed targets (issue 6,
# tightened by issue 18) with the peer's figure, ours and the ratio, then how Reel uses the cores
# beside what the machine gave a trivially parallel job (benchmarks/scaling.sh), the preview's frame
# latency and the size/quality curve of the documentation formats. Installs what it needs (ffmpeg, gifsicle and curl from Debian, pycairo
# and Pillow from PyPI),
# builds Reel in release mode and the C baseline of benchmarks/peers (the same drawing written
# straight against Cairo, and from Python with pycairo).
#   benchmarks/run.sh [RUNS]      RUNS: timings per figure, the median is shown (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
bench=${BENCH_DIR:-benchmarks/peers}
work=$(mktemp -d /tmp/reel-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT

need=()
command -v ffmpeg >/dev/null || need+=(ffmpeg)
command -v gifsicle >/dev/null || need+=(gifsicle)
command -v curl >/dev/null || need+=(curl)
command -v gcc >/dev/null || need+=(gcc)
command -v /usr/bin/time >/dev/null || need+=(time)
if ((${#need[@]})); then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
python3 -c 'import PIL' 2>/dev/null || pip install -q pillow >/dev/null 2>&1 || echo "(Pillow could not be installed: WebP rows score nothing)" >&2
python3 -c 'import kiwisolver' 2>/dev/null || pip install -q kiwisolver >/dev/null 2>&1 || echo "(kiwisolver could not be installed; the Auto Layout rows have no peer)" >&2
python3 -c 'import cairo' 2>/dev/null || pip install -q pycairo >/dev/null 2>&1 || echo "(pycairo could not be installed; its row is skipped)" >&2
scripts/install-deps
swift build -c release --product reel >/dev/null
swift build -c release --product reel-bench >/dev/null
reel=.build/release/reel
gcc -O2 -o "$work/cairo-baseline" "$bench/cairo-baseline.c" $(pkg-config --cflags --libs cairo) -lm

# median TIME of RUNS runs of a command (seconds, wall clock)
median() {
  local times=()
  for ((i = 0; i < runs; i++)); do
    local start end
    start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc -l)")
  done
  printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {printf "%.2f", a[int((NR+1)/2)]}'
}
ratio() { echo "scale=2; $1 / $2" | bc -l | sed 's/^\./0./'; }
row() { printf '%-52s %14s %14s %8s   %s\n' "$1" "$2" "$3" "$4" "$5"; }
fresh() { rm -rf "$1"; mkdir -p "$1"; }

printf '%-52s %14s %14s %8s   %s\n' "what" "peer" "Reel" "ratio" "target"
printf '%.0s-' {1..120}; echo

# 1. grid.yaml -> 120 PNG frames (390x844 @2x)
c_png=$(median bash -c "rm -rf $work/c && mkdir -p $work/c && $work/cairo-baseline $work/c 120 60 390 844 2")
reel_png=$(median bash -c "rm -rf $work/r && $reel render scenes/bench/grid.yaml --format png --out $work/r")
row "grid.yaml -> 120 PNG frames (C baseline)" "${c_png} s" "${reel_png} s" "$(ratio "$reel_png" "$c_png")" "<= 0.25"
if python3 -c 'import cairo' 2>/dev/null; then
  py_png=$(median bash -c "rm -rf $work/p && mkdir -p $work/p && python3 $bench/pycairo_peer.py $work/p 120 60 390 844 2")
  row "grid.yaml -> 120 PNG frames (pycairo)" "${py_png} s" "${reel_png} s" "$(ratio "$reel_png" "$py_png")" "(peer)"
fi

# 2. grid.yaml -> GIF: C baseline PNGs + ffmpeg palettegen/paletteuse, against reel render
fresh "$work/c"; "$work/cairo-baseline" "$work/c" 120 60 390 844 2
ff_gif=$(median ffmpeg -y -loglevel error -framerate 30 -i "$work/c/frame-%04d.png" -vf "split[a][b];[a]palettegen[p];[b][p]paletteuse" "$work/ff2.gif")
peer_gif=$(echo "$c_png + $ff_gif" | bc -l)
reel_gif=$(median bash -c "$reel render scenes/bench/grid.yaml --out $work/g")
row "grid.yaml -> GIF (C PNGs + ffmpeg palettegen)" "$(printf %.2f "$peer_gif") s" "${reel_gif} s" "$(ratio "$reel_gif" "$peer_gif")" "<= 0.15"

# 2b. real content: 60 content-configured cells (image, title, two-line subtitle, chevron, shadow)
#     against the same grid of plain cells, a GIF each (and 120 PNG frames each: the drawing alone)
plain_png=$(median bash -c "rm -rf $work/p && $reel render scenes/bench/cells-plain.yaml --format png --out $work/p")
content_png=$(median bash -c "rm -rf $work/q && $reel render scenes/bench/cells-content.yaml --format png --out $work/q")
row "60 content cells vs 60 plain cells -> 120 PNG frames" "${plain_png} s" "${content_png} s" "$(ratio "$content_png" "$plain_png")" "(drawing)"
plain_gif=$(median bash -c "rm -rf $work/p && $reel render scenes/bench/cells-plain.yaml --out $work/p")
content_gif=$(median bash -c "rm -rf $work/q && $reel render scenes/bench/cells-content.yaml --out $work/q")
row "60 content cells vs 60 plain cells -> GIF" "${plain_gif} s" "${content_gif} s" "$(ratio "$content_gif" "$plain_gif")" "<= 1.5"

# 2c. an update animation: damage drawing (the default) against every frame drawn whole
full_gif=$(median bash -c "rm -rf $work/u && $reel render scenes/flow-updates.yaml --full-redraw --out $work/u")
damage_gif=$(median bash -c "rm -rf $work/u && $reel render scenes/flow-updates.yaml --out $work/u")
row "flow-updates -> GIF, damage drawing vs full redraw" "${full_gif} s" "${damage_gif} s" "$(ratio "$damage_gif" "$full_gif")" "<= 0.5"

# 3. reel assemble on the C baseline's 120 frames at scale 1, against ffmpeg palettegen
fresh "$work/c1"; "$work/cairo-baseline" "$work/c1" 120 60 390 844 1
ff_time=$(median ffmpeg -y -loglevel error -framerate 30 -i "$work/c1/frame-%04d.png" -vf "split[a][b];[a]palettegen[p];[b][p]paletteuse" "$work/ff1.gif")
as_time=$(median "$reel" assemble "$work"/c1/frame-*.png -o "$work/as1.gif" --fps 30)
psnr() {  # average PSNR (rgb24) of a GIF's frames against the source frames, decoded one to one
  fresh "$work/dec"
  ffmpeg -loglevel error -i "$1" -fps_mode passthrough "$work/dec/%04d.png"
  ffmpeg -framerate 30 -i "$work/dec/%04d.png" -framerate 30 -start_number 0 -i "$work/c1/frame-%04d.png" \
    -lavfi "[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr" -f null - 2>&1 | sed -n 's/.*average:\([0-9.]*\).*/\1/p' | tail -1
}
ff_size=$(stat -c %s "$work/ff1.gif"); as_size=$(stat -c %s "$work/as1.gif")
ff_psnr=$(psnr "$work/ff1.gif"); as_psnr=$(psnr "$work/as1.gif")
row "assemble 120 frames @1x: size" "$ff_size B" "$as_size B" "$(ratio "$as_size" "$ff_size")" "<= 1"
row "assemble 120 frames @1x: PSNR (rgb24)" "$(printf %.2f "$ff_psnr") dB" "$(printf %.2f "$as_psnr") dB" "+$(printf %.2f "$(echo "$as_psnr - $ff_psnr" | bc -l)")" ">= +3 dB"
row "assemble 120 frames @1x: time" "${ff_time} s" "${as_time} s" "$(ratio "$as_time" "$ff_time")" "<= 1"
if command -v convert >/dev/null; then
  im_time=$(median convert -delay 3 "$work"/c1/frame-*.png "$work/im.gif")
  # ImageMagick's default policy may refuse the job; a time without a GIF measures nothing.
  if [ -s "$work/im.gif" ]; then
    row "assemble 120 frames @1x: time (ImageMagick)" "${im_time} s" "${as_time} s" "$(ratio "$as_time" "$im_time")" "(peer)"
  fi
fi

# 4. peak memory, grid.yaml -> GIF at scale 2, 120 and 600 frames (the same scene over 4 s and 20 s)
sed 's/duration: 4}/duration: 20}/; s/duration: 4, curve: linear/duration: 20, curve: linear/g; s/^name: grid$/name: grid-600/' \
  scenes/bench/grid.yaml > "$work/grid-600.yaml"
mem() { /usr/bin/time -f %M "$reel" render "$1" --out "$work/m" 2>&1 >/dev/null | tail -1; }
m120=$(mem scenes/bench/grid.yaml); m600=$(mem "$work/grid-600.yaml")
row "peak memory, GIF @2x, 120 frames" "150 MB" "$((m120 / 1024)) MB" "$(ratio "$m120" 153600)" "<= 1"
row "peak memory, GIF @2x, 600 frames vs 120" "$((m120 / 1024)) MB" "$((m600 / 1024)) MB" "$(ratio "$m600" "$m120")" "within 10 %"
# 4b. the same at 1920×1080 @1: 600 frames within 200 MB, and flat against 120
for n in 120 600; do
  sed "s/canvas: {width: 390, height: 844, scale: 2,/canvas: {width: 1920, height: 1080, scale: 1,/; s/^name: grid.*/name: hd-$n/" \
    "$([ $n = 120 ] && echo scenes/bench/grid.yaml || echo "$work/grid-600.yaml")" > "$work/hd-$n.yaml"
done
h120=$(mem "$work/hd-120.yaml"); h600=$(mem "$work/hd-600.yaml")
row "peak memory, GIF 1920x1080 @1, 600 frames" "200 MB" "$((h600 / 1024)) MB" "$(ratio "$h600" 204800)" "<= 1"
row "peak memory, GIF 1920x1080 @1, 600 frames vs 120" "$((h120 / 1024)) MB" "$((h600 / 1024)) MB" "$(ratio "$h600" "$h120")" "flat (within 10 %)"

# 5. layout at scale (reel-bench prints "name value unit …"); Auto Layout against kiwisolver (the
#    C++ Cassowary solver, from Python) on the same 1000 cells (benchmarks/kiwi_cells.py)
kiwi=$(python3 benchmarks/kiwi_cells.py 2>/dev/null || true)
kiwi_cells=$(awk '$1 == "kiwi.cells.1000" {print $2}' <<<"$kiwi")
kiwi_edit=$(awk '$1 == "kiwi.edit" {print $2}' <<<"$kiwi")
.build/release/reel-bench | while read -r name value unit rest; do
  case $name in
    flow.prepare.1000000) row "flow layout, 1,000,000 items: prepare()" "1 s" "$value $unit" "$(ratio "$value" 1)" "< 1 s" ;;
    flow.rectQuery.1000000) row "flow layout, 1,000,000 items: rect query" "100 µs" "$value $unit" "$(ratio "$value" 100)" "< 100 µs  $rest" ;;
    batch.plan.10000on100000) row "batch update: 10,000 on 100,000 items, planned" "200 ms" "$value $unit" "$(ratio "$value" 200)" "< 200 ms" ;;
    compositional.prepare.100000) row "compositional grid, 100,000 items: prepare()" "1 s" "$value $unit" "$(ratio "$value" 1)" "< 1 s" ;;
    compositional.rectQuery.100000) row "compositional grid, 100,000 items: rect query" "100 µs" "$value $unit" "$(ratio "$value" 100)" "< 100 µs  $rest" ;;
    list.prepare.100000) row "list, 100,000 items: prepare()" "1 s" "$value $unit" "$(ratio "$value" 1)" "< 1 s" ;;
    list.rectQuery.100000) row "list, 100,000 items: rect query" "100 µs" "$value $unit" "$(ratio "$value" 100)" "< 100 µs  $rest" ;;
    autolayout.cells.1000) row "Auto Layout: 1,000 list cells, 16 constraints each" "${kiwi_cells:-?} ms" "$value $unit" "$(ratio "$value" "${kiwi_cells:-0}")" "<= 1 (kiwisolver)" ;;
    autolayout.cells.4000) row "Auto Layout: 4,000 list cells (linear: 4 x 1,000)" "" "$value $unit" "" "linear" ;;
    autolayout.edit) row "Auto Layout: one constant changed, re-solved" "${kiwi_edit:-?} µs" "$value $unit" "$(ratio "$value" "${kiwi_edit:-0}")" "< 1 ms (kiwi re-reads every variable)" ;;
    autolayout.viewCells.cold.1000) row "Auto Layout: 1,000 self-sizing cells from views, texts measured first" "500 ms" "$value $unit" "$(ratio "$value" 500)" "< 0.5 s" ;;
    autolayout.viewCells.1000) row "Auto Layout: 1,000 self-sizing cells built from views (UILabels, a wrapped one)" "500 ms" "$value $unit" "$(ratio "$value" 500)" "< 0.5 s" ;;
    autolayout.viewConstant) row "Auto Layout: a cell's constant changed, laid out" "1000 µs" "$value $unit" "$(ratio "$value" 1000)" "< 1 ms" ;;
    autolayout.cellDraw.scene) scene_cell=$value ;;
    autolayout.cellDraw.viewsDrawnOnly) row "a list row built from views, drawn 200 times at @2x (vs the same row in a scene file)" "${scene_cell:-?} ms" "$value $unit" "$(ratio "$value" "${scene_cell:-0}")" "<= 1.2 (scene file)" ;;
    autolayout.cellDraw.views) row "the same, laid out again by Auto Layout every frame" "${scene_cell:-?} ms" "$value $unit" "$(ratio "$value" "${scene_cell:-0}")" "(informative)" ;;
    diff.100000with10000) row "diffable snapshot: 100,000 ids, 10,000 changes" "200 ms" "$value $unit" "$(ratio "$value" 200)" "< 200 ms  $rest" ;;
  esac
done

# 5b. a self-sizing list of 10,000 rows of wrapped text (200 distinct texts), laid out once:
#     `reel inspect` loads, measures and lays it out (text measured once per string and width)
python3 - "$work/rows.yaml" <<'PY'
import sys
words = "layout cells animate scroll snapshot render frame batch update section".split()
with open(sys.argv[1], "w") as f:
    f.write("canvas: {width: 390, height: 844}\ncollectionView:\n  layout: {type: list, appearance: plain}\n  items:\n")
    for i in range(10000):
        text = " ".join(words[(i * 7 + k) % len(words)] for k in range(6 + i % 200 % 17))
        f.write(f"    - {{content: {{text: \"{text} {i % 200}\"}}}}\n")
PY
rows=$(median "$reel" inspect "$work/rows.yaml" --at 0)
row "self-sizing list, 10,000 wrapped rows: load + lay out" "1 s" "$rows s" "$(ratio "$rows" 1)" "< 1 s"

# 6. the live preview: how long an uncached frame takes to come back (scrubbing) once the scene
#    has been drawn, on the 20-second grid and a content-heavy scene at scale 1 and on a device
#    scene (frame, status bar, overlays) at scale 2 — 40 frames spread over each scene, p50 and
#    p95 — and how long a saved edit takes to show its first frame (write to PNG received).
preview_start() {  # SCENE -> sets url and pid
  local log="$work/preview.log"
  "$reel" preview "$1" --port 0 >"$log" 2>/dev/null &
  pid=$!
  for _ in $(seq 50); do grep -q http "$log" && break; sleep 0.1; done
  url=$(grep -o 'http://[0-9.:]*/' "$log")
}
preview_ms() {  # SCENE SCALE -> "p50 p95" in ms
  preview_start "$1"
  local frames; frames=$(curl -s "${url}scene" | python3 -c 'import json,sys; print(json.load(sys.stdin)["frames"])')
  curl -s -o /dev/null "${url}frame?f=0&scale=$2"  # the first render
  local times=()
  for i in $(seq 1 40); do
    times+=("$(curl -s -o /dev/null -w '%{time_total}' "${url}frame?f=$((i * (frames - 1) / 40))&scale=$2")")
  done
  kill "$pid"; wait "$pid" 2>/dev/null || true
  printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1*1000} END {printf "%.0f %.0f\n", a[int((NR+1)/2)], a[int(NR*0.95+0.5)]}'
}
edit_ms() {  # SCENE -> median ms from saving an edit to its first frame, over 5 edits
  local copy="$work/edited.yaml"; cp "$1" "$copy"
  preview_start "$copy"
  curl -s -o /dev/null "${url}frame?f=0&scale=2"
  local times=()
  for k in $(seq 1 5); do
    local start end version
    start=$(date +%s.%N)
    sed "s/^name: .*/name: edited-$k/" "$1" >"$copy.tmp" && mv "$copy.tmp" "$copy"
    for _ in $(seq 400); do
      version=$(curl -s "${url}scene" | python3 -c 'import json,sys; print(int(json.load(sys.stdin)["version"]))')
      [ "$version" -gt "$k" ] && break; sleep 0.005
    done
    curl -s -o /dev/null "${url}frame?f=0&scale=2"
    end=$(date +%s.%N)
    times+=("$(echo "($end - $start) * 1000" | bc -l)")
  done
  kill "$pid"; wait "$pid" 2>/dev/null || true
  printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {printf "%.0f\n", a[int((NR+1)/2)]}'
}
for scene in "$work/grid-600.yaml" scenes/card-carousel.yaml; do
  read -r p50 p95 < <(preview_ms "$scene" 1)
  row "preview: uncached frame, $(basename "$scene" .yaml) @1x (p50; p95 $p95 ms)" "100 ms" "$p50 ms" "$(ratio "$p50" 100)" "<= 1"
done
read -r p50 p95 < <(preview_ms scenes/docs-inbox-tour.yaml 2)
row "preview: uncached frame, docs-inbox-tour @2x, p50" "100 ms" "$p50 ms" "$(ratio "$p50" 100)" "<= 1"
row "preview: uncached frame, docs-inbox-tour @2x, p95" "100 ms" "$p95 ms" "$(ratio "$p95" 100)" "<= 1"
edit=$(edit_ms scenes/docs-inbox-tour.yaml)
row "preview: saved edit to its first frame @2x (median)" "500 ms" "$edit ms" "$(ratio "$edit" 500)" "<= 1"

# 6b. how Reel uses the cores it is given, beside the machine's own speed-up (issue 18: Reel's
#     speed-up over -j 1 at least 0.9 of the machine's, PNG and GIF)
echo
benchmarks/scaling.sh "$reel"

# 7. the formats for documentation: size against quality (benchmarks/size-quality.sh)
echo
benchmarks/size-quality.sh "$reel"
