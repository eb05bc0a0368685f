/* A control for the frame benchmark (Tools/bench-frames): how much two
 * threads get from this machine at the moment, with nothing shared between
 * them. It times a fixed piece of work (integer mixing over a table that
 * stays in L1) on one thread, then the same work on each of two threads at
 * once. On two free cores both take the same time, and the speed-up,
 * 2 x one / two, is 2.0; when the host gives the second core to someone
 * else for part of the run, it drops, and so does any program's, such as
 * `tagcloud animate --jobs 2` against `--jobs 1`.
 *
 *   cc -O2 -pthread -o two_cores Tools/peers/two_cores.c && ./two_cores
 * Prints: "one_s=<s> two_s=<s> speedup=<x> check=<n>".
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

enum { rounds = 12000000, tableSize = 4096 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The work: four independent xorshift chains, and at each step one table
 * entry read and written back (about 0.08 s on this 2-core guest). */
static void *work(void *result) {
    static _Thread_local uint32_t table[tableSize];
    uint64_t a = 1, b = 2, c = 3, d = 4;
    for (uint32_t i = 0; i < tableSize; i++) table[i] = i * 2654435761u;
    for (int i = 0; i < rounds; i++) {
        a ^= a << 13; a ^= a >> 7; a ^= a << 17;
        b ^= b << 13; b ^= b >> 7; b ^= b << 17;
        c ^= c << 13; c ^= c >> 7; c ^= c << 17;
        d ^= d << 13; d ^= d >> 7; d ^= d << 17;
        uint32_t *slot = &table[(a ^ c) & (tableSize - 1)];
        *slot += (uint32_t)(b ^ d);
        a += *slot;
    }
    *(uint64_t *)result = a ^ b ^ c ^ d;
    return NULL;
}

int main(void) {
    uint64_t r1 = 0, r2 = 0, r3 = 0;
    double start = now();
    work(&r1);
    double one = now() - start;
    pthread_t other;
    start = now();
    if (pthread_create(&other, NULL, work, &r2) != 0) return 1;
    work(&r3);
    pthread_join(other, NULL);
    double two = now() - start;
    /* The results are printed so the work cannot be left out; all three agree. */
    if (r1 != r2 || r1 != r3) return 1;
    printf("one_s=%.4f two_s=%.4f speedup=%.3f check=%llu\n", one, two, 2 * one / two,
           (unsigned long long)(r1 & 0xFFFF));
    return 0;
}
