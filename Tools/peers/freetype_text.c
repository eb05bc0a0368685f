/*
 * FreeType peer for the text benchmark (Tools/TextBench): times outlines to
 * coverage for one string at several pixel sizes with FreeType's smooth
 * rasterizer, the way text-bench times ours. Glyph indices are looked up
 * once, outside the timed loop; each timed pass loads every glyph's outline
 * (unhinted, no embedded bitmaps, like ours) and renders it to an 8-bit
 * coverage bitmap. No cache: FreeType renders afresh every time.
 *
 * Build: cc -O3 freetype_text.c $(pkg-config --cflags --libs freetype2)
 * Usage: freetype_text FONT "TEXT" REPS SIZE...
 * Prints one line per size: "size=<px> us=<best microseconds per string>".
 */
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: %s FONT TEXT REPS SIZE...\n", argv[0]);
        return 2;
    }
    FT_Library lib;
    FT_Face face;
    if (FT_Init_FreeType(&lib) || FT_New_Face(lib, argv[1], 0, &face)) {
        fprintf(stderr, "freetype_text: cannot load %s\n", argv[1]);
        return 1;
    }
    const char *text = argv[2];
    int reps = atoi(argv[3]);
    size_t n = strlen(text);
    FT_UInt *glyphs = calloc(n, sizeof *glyphs);
    for (size_t i = 0; i < n; i++) glyphs[i] = FT_Get_Char_Index(face, (unsigned char)text[i]);

    unsigned long checksum = 0;
    for (int a = 4; a < argc; a++) {
        int size = atoi(argv[a]);
        FT_Set_Pixel_Sizes(face, 0, size);
        double best = 1e30;
        for (int r = 0; r < reps; r++) {
            double t0 = now_us();
            for (size_t i = 0; i < n; i++) {
                if (FT_Load_Glyph(face, glyphs[i], FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) continue;
                if (FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL)) continue;
                /* Touch the result so the work cannot be skipped. */
                FT_Bitmap *bm = &face->glyph->bitmap;
                if (bm->rows && bm->width) checksum += bm->buffer[(bm->rows / 2) * bm->pitch + bm->width / 2];
            }
            double dt = now_us() - t0;
            if (dt < best) best = dt;
        }
        printf("size=%d us=%.2f\n", size, best);
    }
    fprintf(stderr, "checksum %lu\n", checksum);
    FT_Done_Face(face);
    FT_Done_FreeType(lib);
    free(glyphs);
    return 0;
}
