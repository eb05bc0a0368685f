/* The floor of the frame benchmark (Tools/bench-frames): what any renderer
 * pays per frame before drawing a single label, in plain C. For each of the
 * scene's frames it clears a 1920x1080 RGB buffer to the background and
 * writes it as a PPM to /dev/null, as `tagcloud animate -o - >/dev/null`
 * would.
 *
 *   cc -O2 -o ppm_floor Tools/peers/ppm_floor.c && ./ppm_floor [frames]
 * Prints: "frames=<n> seconds=<s> fps=<f>".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { width = 1920, height = 1080 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 120;
    if (frames <= 0) {
        fprintf(stderr, "usage: ppm_floor [frames]\n");
        return 2;
    }
    static const char header[] = "P6\n1920 1080\n255\n";
    const size_t body = (size_t)width * height * 3;
    unsigned char *frame = malloc(sizeof header - 1 + body);
    FILE *out = fopen("/dev/null", "wb");
    if (!frame || !out) return 1;
    memcpy(frame, header, sizeof header - 1);
    unsigned char *pixels = frame + sizeof header - 1;
    /* The scene's background, (14, 18, 27). */
    const unsigned char background[3] = {14, 18, 27};
    const size_t row = (size_t)width * 3;
    double start = now();
    for (int f = 0; f < frames; f++) {
        /* One row pixel by pixel, then the others copied from it. */
        for (size_t i = 0; i < row; i += 3) memcpy(pixels + i, background, 3);
        for (size_t y = 1; y < height; y++) memcpy(pixels + y * row, pixels, row);
        if (fwrite(frame, 1, sizeof header - 1 + body, out) != sizeof header - 1 + body) return 1;
    }
    double seconds = now() - start;
    fclose(out);
    free(frame);
    printf("frames=%d seconds=%.4f fps=%.2f\n", frames, seconds, frames / seconds);
    return 0;
}
