/* The peer of Benchmarks/gtk-memory.sh: a plain GTK 4 window in C with the same twelve labels as
 * GTKSpecimen (a status line and one label per iOS text style, "Name  Hamburgefonts"), each set
 * with a Pango attribute list as GTKSpecimen sets it at the Large size (family, absolute size,
 * weight, letter spacing, line height). No Swift, no font catalog, no desktop settings. */
#include <gtk/gtk.h>

struct style { const char *name; double size, line, tracking; int weight; const char *family; };

/* iOS at Large (HIG): size, leading; tracking in points as GTKSpecimen sets it (SF Pro table). */
static const struct style styles[] = {
  {"Text size large", 13, 18, -0.078, 400, "Inter"},
  {"Large Title  Hamburgefonts", 34, 41, 0.408, 400, "Inter Display"},
  {"Title 1  Hamburgefonts", 28, 34, 0.392, 400, "Inter Display"},
  {"Title 2  Hamburgefonts", 22, 28, -0.264, 400, "Inter Display"},
  {"Title 3  Hamburgefonts", 20, 25, -0.46, 400, "Inter Display"},
  {"Headline  Hamburgefonts", 17, 22, -0.442, 600, "Inter"},
  {"Body  Hamburgefonts", 17, 22, -0.442, 400, "Inter"},
  {"Callout  Hamburgefonts", 16, 21, -0.32, 400, "Inter"},
  {"Subhead  Hamburgefonts", 15, 20, -0.24, 400, "Inter"},
  {"Footnote  Hamburgefonts", 13, 18, -0.078, 400, "Inter"},
  {"Caption 1  Hamburgefonts", 12, 16, 0, 400, "Inter"},
  {"Caption 2  Hamburgefonts", 11, 13, 0.066, 400, "Inter"},
};

static void quit(GtkWidget *window, gpointer loop) { (void)window; g_main_loop_quit(loop); }

int main(void) {
  if (!gtk_init_check()) { fprintf(stderr, "plain-window: cannot open a display\n"); return 69; }
  GMainLoop *loop = g_main_loop_new(NULL, FALSE);
  GtkWidget *window = gtk_window_new();
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_start(box, 16);
  gtk_widget_set_margin_end(box, 16);
  gtk_widget_set_margin_top(box, 12);
  gtk_widget_set_margin_bottom(box, 12);
  for (size_t i = 0; i < G_N_ELEMENTS(styles); i++) {
    GtkWidget *label = gtk_label_new(styles[i].name);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, styles[i].family);
    pango_font_description_set_absolute_size(font, styles[i].size * PANGO_SCALE);
    pango_font_description_set_weight(font, styles[i].weight);
    PangoAttrList *list = pango_attr_list_new();
    pango_attr_list_insert(list, pango_attr_font_desc_new(font));
    pango_attr_list_insert(list, pango_attr_letter_spacing_new((int)(styles[i].tracking * PANGO_SCALE)));
    pango_attr_list_insert(list, pango_attr_line_height_new_absolute((int)(styles[i].line * PANGO_SCALE)));
    gtk_label_set_attributes(GTK_LABEL(label), list);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    pango_attr_list_unref(list);
    pango_font_description_free(font);
    gtk_box_append(GTK_BOX(box), label);
  }
  gtk_window_set_child(GTK_WINDOW(window), box);
  g_signal_connect(window, "destroy", G_CALLBACK(quit), loop);
  gtk_window_present(GTK_WINDOW(window));
  g_main_loop_run(loop);
  return 0;
}
