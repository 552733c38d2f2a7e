/*
 * ftfloor: the floor for any FreeType-based font reader.
 *
 * Opens every face of every file with FreeType and reads what every audit
 * reads of a face: the hhea and OS/2 tables, the family, style and PostScript
 * names, the bounds of 'H' and 'x' (and of the other flat capitals where OS/2's
 * cap height is not the top of 'H'), glyph 0 and its name, which of the basic
 * Latin letters and digits it maps, and whether it has STAT; in a face whose
 * head box reaches beyond the hhea ascender or
 * descender, it also measures the outline of every glyph of U+0020-007E and
 * U+00A0-017F, as `fontprobe audit` does for glyphs-outside-line-box
 * (docs/model.md, "Glyphs and the line box"; fontprobe takes the line box
 * from typo where CoreText does, which changes the faces measured little).
 * A variable face is read as `fontprobe audit` reads it by default
 * (`--instances auto`): its default's glyphs are measured wherever its box
 * lies, and each named instance away from the default is set; where the
 * instance's vertical metrics, the tops of 'H' and 'x', or one of the default's
 * eight tallest or eight deepest glyphs (by 1% of the em) move, the instance is
 * a face of its own and its glyphs are measured again.
 * Nothing more: no rules, no report.  A tool built on FreeType that does this
 * work cannot be faster than this program, so `make bench` measures fontprobe
 * against it.
 *
 * Usage: ftfloor [--threads N] FILE...
 *        ftfloor [--threads N] --list LISTFILE      (one path per line)
 *
 * Each thread has its own FT_Library (a library handle must not be shared
 * between threads) and takes the next file from a shared atomic index.
 * A file FreeType cannot open counts as an error; the run goes on.
 *
 * Prints one line of JSON: {"files":N,"faces":N,"instances":N,"errors":N,"checksum":N},
 * where instances counts the named instances measured as faces of their own.
 * The checksum sums the header fields read, so the compiler cannot drop the
 * reads; it is the same whatever the number of threads.
 *
 * Build: cc -O2 -std=c11 -pthread ftfloor.c ftfloor_glyphs.c ftfloor_instances.c \
 *        $(pkg-config --cflags --libs freetype2)
 */

#define _POSIX_C_SOURCE 200809L /* strdup */

#include "ftfloor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The header fields a metrics report reads, folded into one number. */
static uint64_t read_headers(FT_Face face)
{
    uint64_t sum = (uint64_t)face->units_per_EM;
    const TT_HoriHeader *hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA);
    if (hhea) {
        sum += (uint64_t)(int64_t)hhea->Ascender;
        sum += (uint64_t)(int64_t)hhea->Descender;
        sum += (uint64_t)(int64_t)hhea->Line_Gap;
    }
    const TT_OS2 *os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    if (os2 && os2->version != 0xFFFFu) {
        sum += os2->version;
        sum += (uint64_t)(int64_t)os2->sTypoAscender;
        sum += (uint64_t)(int64_t)os2->sTypoDescender;
        sum += (uint64_t)(int64_t)os2->sTypoLineGap;
        sum += os2->usWinAscent;
        sum += os2->usWinDescent;
        sum += os2->fsSelection & 0x80u;
        if (os2->version >= 2) {
            sum += (uint64_t)(int64_t)os2->sCapHeight;
            sum += (uint64_t)(int64_t)os2->sxHeight;
        }
    }
    return sum;
}

/* One face: its headers and names, 'H', 'x' and glyph 0, its glyphs, and a variable face's moving
 * instances. */
static void read_face(FT_Library lib, FT_Face face, struct worker *w)
{
    struct ink ink;
    struct heights hx;
    int variable = has_other_instances(lib, face);
    w->faces++;
    measure_heights(face, &hx);
    w->checksum += read_headers(face) + read_names(face) + read_coverage(face) + read_capitals(face, &hx)
        + read_glyph_zero(face) + (uint64_t)(hx.has_h ? hx.h.yMax : 0) + (uint64_t)(hx.has_x ? hx.x.yMax : 0);
    w->checksum += measure_glyphs(face, variable, &hx, &ink);
    if (variable)
        w->checksum += measure_instances(lib, face, &hx, &ink, w);
}

/* Opens face 0 to learn the face count, then faces 1..count-1. */
static void read_file(FT_Library lib, const char *path, struct worker *w)
{
    FT_Face face;
    if (FT_New_Face(lib, path, 0, &face) != 0) {
        w->errors++;
        return;
    }
    FT_Long count = face->num_faces;
    read_face(lib, face, w);
    FT_Done_Face(face);

    for (FT_Long index = 1; index < count; index++) {
        if (FT_New_Face(lib, path, index, &face) != 0) {
            w->errors++;
            continue;
        }
        read_face(lib, face, w);
        FT_Done_Face(face);
    }
}

static void *run_worker(void *arg)
{
    struct worker *w = arg;
    struct shared *s = w->shared;
    FT_Library lib;
    if (FT_Init_FreeType(&lib) != 0) {
        fprintf(stderr, "ftfloor: FT_Init_FreeType failed\n");
        exit(2);
    }
    for (;;) {
        size_t i = atomic_fetch_add(&s->next, 1);
        if (i >= s->count)
            break;
        read_file(lib, s->paths[i], w);
    }
    FT_Done_FreeType(lib);
    return NULL;
}

/* Reads one path per line (empty lines skipped) into *out; returns the count. */
static size_t read_list(const char *listfile, char ***out)
{
    FILE *fp = fopen(listfile, "r");
    if (!fp) {
        perror(listfile);
        exit(2);
    }
    size_t count = 0, capacity = 256;
    char **paths = malloc(capacity * sizeof *paths);
    char line[4096];
    while (paths && fgets(line, sizeof line, fp)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0')
            continue;
        if (count == capacity) {
            capacity *= 2;
            char **grown = realloc(paths, capacity * sizeof *paths);
            if (!grown) {
                free(paths);
                paths = NULL;
                break;
            }
            paths = grown;
        }
        paths[count] = strdup(line);
        if (!paths[count]) {
            paths = NULL;
            break;
        }
        count++;
    }
    fclose(fp);
    if (!paths) {
        fprintf(stderr, "ftfloor: out of memory\n");
        exit(2);
    }
    *out = paths;
    return count;
}

static void usage(void)
{
    fprintf(stderr, "usage: ftfloor [--threads N] FILE...\n"
                    "       ftfloor [--threads N] --list LISTFILE\n");
    exit(2);
}

int main(int argc, char **argv)
{
    long threads = 1;
    const char *listfile = NULL;
    int first = 1;
    while (first < argc && strncmp(argv[first], "--", 2) == 0) {
        if (strcmp(argv[first], "--") == 0) {
            first++;
            break;
        } else if (strcmp(argv[first], "--threads") == 0 && first + 1 < argc) {
            char *end;
            threads = strtol(argv[first + 1], &end, 10);
            if (*end != '\0' || threads < 1 || threads > 256)
                usage();
            first += 2;
        } else if (strcmp(argv[first], "--list") == 0 && first + 1 < argc) {
            listfile = argv[first + 1];
            first += 2;
        } else {
            usage();
        }
    }

    struct shared shared = {0};
    if (listfile) {
        if (first != argc)
            usage();
        shared.count = read_list(listfile, &shared.paths);
    } else {
        if (first == argc)
            usage();
        shared.paths = argv + first;
        shared.count = (size_t)(argc - first);
    }
    atomic_init(&shared.next, 0);

    struct worker *workers = calloc((size_t)threads, sizeof *workers);
    if (!workers) {
        fprintf(stderr, "ftfloor: out of memory\n");
        return 2;
    }
    for (long t = 0; t < threads; t++) {
        workers[t].shared = &shared;
        if (pthread_create(&workers[t].thread, NULL, run_worker, &workers[t]) != 0) {
            fprintf(stderr, "ftfloor: cannot start thread %ld\n", t);
            return 2;
        }
    }

    unsigned long long faces = 0, instances = 0, errors = 0;
    uint64_t checksum = 0;
    for (long t = 0; t < threads; t++) {
        pthread_join(workers[t].thread, NULL);
        faces += workers[t].faces;
        instances += workers[t].instances;
        errors += workers[t].errors;
        checksum += workers[t].checksum;
    }
    printf("{\"files\":%zu,\"faces\":%llu,\"instances\":%llu,\"errors\":%llu,\"checksum\":%llu}\n",
           shared.count, faces, instances, errors, (unsigned long long)checksum);
    free(workers);
    if (listfile) {
        for (size_t i = 0; i < shared.count; i++)
            free(shared.paths[i]);
        free(shared.paths);
    }
    return 0;
}
