#!/usr/bin/env bash
# How well Reel uses the cores it is given (issue 18, point 1): for the PNG, GIF, WebP and MP4
# paths, wall and CPU time at --jobs 1 and --jobs N (N: the cores this machine has), the speed-up,
# and — measured beside it, because a shared machine does not always give its cores — the
# speed-up the machine gave a trivially parallel job (N copies of a CPU-bound loop against one).
# The figure to quote is the last column: Reel's speed-up over the machine's.
#   benchmarks/scaling.sh [REEL] [SCENE]
set -euo pipefail
cd "$(dirname "$0")/.."
reel=${1:-.build/release/reel}
scene=${2:-scenes/bench/grid.yaml}
cores=$(nproc)
work=$(mktemp -d /tmp/reel-scaling.XXXXXX)
trap 'rm -rf "$work"' EXIT

# seconds of wall clock, and of CPU (user + system), for a command
timed() {
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" >/dev/null 2>&1
  awk '{printf "%.2f %.2f\n", $1, $2 + $3}' "$work/time"
}
spin() { python3 -c 'sum(i * i for i in range(12_000_000))'; }
machine() {  # the machine's own speed-up now: N spinning processes against one
  local one all
  one=$(timed bash -c "$(declare -f spin); spin" | cut -d' ' -f1)
  all=$(timed bash -c "$(declare -f spin); for i in \$(seq $cores); do spin & done; wait" | cut -d' ' -f1)
  echo "scale=2; $cores * $one / $all" | bc -l | sed 's/^\./0./'
}
printf '%-22s %12s %12s %12s %12s %9s %9s %8s\n' "path ($(basename "$scene"))" "wall -j1" "cpu -j1" \
  "wall -j$cores" "cpu -j$cores" "speed-up" "machine" "ratio"
for format in ${FORMATS:-png gif webp mp4}; do
  before=$(machine)
  read -r w1 c1 < <(timed "$reel" render "$scene" --format "$format" --jobs 1 --out "$work/1")
  read -r wn cn < <(timed "$reel" render "$scene" --format "$format" --jobs "$cores" --out "$work/n")
  after=$(machine)
  capacity=$(echo "scale=2; ($before + $after) / 2" | bc -l | sed 's/^\./0./')
  speedup=$(echo "scale=2; $w1 / $wn" | bc -l | sed 's/^\./0./')
  ratio=$(echo "scale=2; $speedup / $capacity" | bc -l | sed 's/^\./0./')
  printf '%-22s %11ss %11ss %11ss %11ss %9s %9s %8s\n' "$format" "$w1" "$c1" "$wn" "$cn" \
    "$speedup" "$capacity" "$ratio"
done
