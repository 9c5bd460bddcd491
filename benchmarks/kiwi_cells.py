# The Auto Layout peer: the constraints of 1000 list cells (Sources/reel-bench/SolverBench.swift,
# the same system in the same order) solved by kiwisolver, the C++ Cassowary solver; then 1000
# edits of one cell's title height. Prints "name milliseconds" lines like reel-bench.
import sys, time
from kiwisolver import Solver, Variable

def add_cell(s, index):
    v = [Variable() for _ in range(15)]
    ix, iy, iw, ih, tx, ty, tw, th, sx, sy, sw, sh, ax, aw, h = v
    req = "required"
    for c in [
        (ix == 16) | req, (iw == 40) | req, (ih == iw) | req, (iy == 8) | req,
        (tx == ix + iw + 12) | req, (aw == 24) | req, (ax + aw == 374) | req,
        (ax == tx + tw + 8) | req, (ty == 8) | req, (th == 20) | 750,
        (sx == tx) | req, (sw == tw) | req, (sy == ty + th + 4) | req,
        (sh == 18 * (1 + index % 3)) | 750, (h >= sy + sh + 8) | req, (h == 0) | 50,
    ]:
        s.addConstraint(c)
    return th

def median(runs, body):
    times = []
    for _ in range(runs):
        start = time.perf_counter(); body(); times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]

def build():
    s = Solver()
    for i in range(1000): add_cell(s, i)
    s.updateVariables()

print("kiwi.cells.1000 %.1f ms" % (median(5, build) * 1000))
s = Solver()
titles = [add_cell(s, i) for i in range(1000)]
s.addEditVariable(titles[500], "strong")
start = time.perf_counter()
for step in range(1000):
    s.suggestValue(titles[500], 20 + step % 7); s.updateVariables()
print("kiwi.edit %.2f us" % ((time.perf_counter() - start) * 1000))
