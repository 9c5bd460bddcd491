"""Peer workload: the drawing of cairo-baseline.c done from Python with pycairo,
as a Python user (gizeh/moviepy style) would write it. usage: OUTDIR FRAMES CELLS W H SCALE"""
import cairo, colorsys, math, sys

def rounded(cr, x, y, w, h, r):
    cr.new_sub_path()
    cr.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    cr.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    cr.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    cr.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    cr.close_path()

def main():
    out, frames, cells = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    W, H, S = float(sys.argv[4]), float(sys.argv[5]), float(sys.argv[6])
    for f in range(frames):
        t = f / frames
        s = cairo.ImageSurface(cairo.FORMAT_ARGB32, int(W * S), int(H * S))
        cr = cairo.Context(s)
        cr.scale(S, S)
        cr.set_source_rgb(0.95, 0.95, 0.97); cr.paint()
        cols = 3; side = (W - 40) / cols - 10
        cr.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD)
        cr.set_font_size(24)
        for i in range(cells):
            cx = 20 + (i % cols) * (side + 10) + side / 2
            cy = 20 + (i // cols) * (side + 10) + side / 2 - t * 400
            if cy + side < 0 or cy - side > H: continue
            r, g, b = colorsys.hsv_to_rgb(i / cells, 0.6, 0.9)
            cr.save()
            cr.translate(cx + 10 * math.sin(2 * math.pi * t + i), cy)
            cr.rotate(0.1 * math.sin(2 * math.pi * t + i))
            rounded(cr, -side / 2, -side / 2, side, side, 12)
            cr.push_group()
            cr.set_source_rgb(r, g, b); cr.fill_preserve()
            cr.set_source_rgb(0.2, 0.2, 0.2); cr.set_line_width(1); cr.stroke()
            label = str(i)
            xb, yb, w, h, _, _ = cr.text_extents(label)
            cr.move_to(-w / 2 - xb, -h / 2 - yb)
            cr.set_source_rgb(1, 1, 1); cr.show_text(label)
            cr.pop_group_to_source(); cr.paint_with_alpha(0.9)
            cr.restore()
        s.write_to_png(f"{out}/frame-{f:04d}.png")

main()
