#!/usr/bin/python3
"""GTK 4 labels (PyGObject) in Apple's iOS text styles that follow the desktop's text size, with
the typography tool and no Swift (docs/gtk.md):

- `typography export --format dtcg`, once: every style at every size category (sizes in px,
  line heights as ratios, weights, letter spacing in px);
- `typography environment --watch --json`: the category now, then a line at each change, read on
  GTK's main loop (GLib.io_add_watch) and applied there.

    Examples/GTKPython/text_styles.py [PATH-TO-typography]
"""
import json
import signal
import subprocess
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Pango", "1.0")
from gi.repository import GLib, Gtk, Pango  # noqa: E402

TOOL = sys.argv[1] if len(sys.argv) > 1 else "typography"
STYLES = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline",
          "footnote", "caption", "caption2"]

tokens = json.loads(subprocess.run([TOOL, "export", "--format", "dtcg"], check=True,
                                   capture_output=True, text=True).stdout)["ios"]
weights = {"{ios.fontWeight.%s}" % name: token["$value"] for name, token in tokens["fontWeight"].items()}


def attributes(category, style):
    """The style at the category as Pango attributes, sizes absolute (Apple's points are pixels)."""
    token = tokens[category][style]
    size = token["fontSize"]["$value"]["value"]
    font = Pango.FontDescription.from_string("Inter")
    font.set_absolute_size(size * Pango.SCALE)
    font.set_weight(Pango.Weight(weights[token["fontWeight"]["$value"]]))
    spacing = token["letterSpacing"]["default"]["$value"]["value"]
    attrs = Pango.AttrList()
    attrs.insert(Pango.attr_font_desc_new(font))
    attrs.insert(Pango.attr_letter_spacing_new(round(spacing * Pango.SCALE)))
    attrs.insert(Pango.attr_line_height_new_absolute(round(size * token["lineHeight"]["$value"] * Pango.SCALE)))
    return attrs


if not Gtk.init_check():
    sys.exit("text_styles.py: cannot open a display")
loop = GLib.MainLoop()
window = Gtk.Window(title="iOS text styles")
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=2, margin_start=16, margin_end=16,
              margin_top=12, margin_bottom=12)
labels = {style: Gtk.Label(label=style, xalign=0) for style in STYLES}
for label in labels.values():
    box.append(label)
window.set_child(box)
window.connect("destroy", lambda _: loop.quit())

watch = subprocess.Popen([TOOL, "environment", "--watch", "--json"], stdout=subprocess.PIPE, text=True)


def changed(source, condition):
    line = source.readline()
    if not line:
        return False  # the tool ended
    category = json.loads(line).get("category") or "large"
    for style, label in labels.items():
        label.set_attributes(attributes(category, style))
    print(category, flush=True)
    return True


GLib.io_add_watch(watch.stdout, GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, changed)
for number in (signal.SIGINT, signal.SIGTERM):  # end the watcher too
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, number, lambda: loop.quit() or GLib.SOURCE_REMOVE)
window.present()
try:
    loop.run()
finally:
    watch.terminate()
