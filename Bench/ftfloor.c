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
 * Build: cc -O2 -std=c11 -pthread ftfloor.c $(pkg-config --cflags --libs freetype2)
 */

#define _POSIX_C_SOURCE 200809L /* strdup */

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include FT_MULTIPLE_MASTERS_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct shared {
    char **paths;
    size_t count;
    atomic_size_t next;
};

struct worker {
    pthread_t thread;
    struct shared *shared;
    unsigned long long faces;
    unsigned long long instances;
    unsigned long long errors;
    uint64_t checksum;
};

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

/* The default characters: U+0020-007E and U+00A0-017F, 319 of them. */
static const FT_ULong ranges[][2] = {{0x20, 0x7E}, {0xA0, 0x17F}};
#define CHARACTER_COUNT 319

/* The exact outline bounds of the glyph of `code`, as fontprobe takes them; 0 if there is none. */
static int glyph_box(FT_Face face, FT_ULong code, FT_BBox *box)
{
    FT_UInt glyph = FT_Get_Char_Index(face, code);
    if (glyph == 0 || FT_Load_Glyph(face, glyph, FT_LOAD_NO_SCALE) != 0)
        return 0;
    if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE || face->glyph->outline.n_points == 0)
        return 0;
    return FT_Outline_Get_BBox(&face->glyph->outline, box) == 0;
}

/* The glyphs measured in a face: each one's character, top and bottom. */
struct ink {
    int count;
    FT_ULong code[CHARACTER_COUNT];
    FT_Pos top[CHARACTER_COUNT], bottom[CHARACTER_COUNT];
};

/* The bounds of 'H' and 'x' at the instance the face is set to, measured once: the cap and
 * x heights every audit reads, reused when all the characters are measured. */
struct heights {
    int has_h, has_x;
    FT_BBox h, x;
};

static void measure_heights(FT_Face face, struct heights *hx)
{
    int unicode = face->charmap && face->charmap->encoding == FT_ENCODING_UNICODE;
    hx->has_h = unicode && glyph_box(face, 'H', &hx->h);
    hx->has_x = unicode && glyph_box(face, 'x', &hx->x);
}

static uint64_t read_glyph_zero(FT_Face face);
static uint64_t read_capitals(FT_Face face, const struct heights *hx);

/* Measures the glyph of every default character ('H' and 'x' taken from `hx`), recorded in
 * `ink` when it is not NULL, and folds the bounds into one number. */
static uint64_t measure_all(FT_Face face, const struct heights *hx, struct ink *ink)
{
    uint64_t sum = 0;
    if (ink)
        ink->count = 0;
    for (size_t r = 0; r < 2; r++) {
        for (FT_ULong code = ranges[r][0]; code <= ranges[r][1]; code++) {
            FT_BBox box;
            if (code == 'H' || code == 'x') {
                if (!(code == 'H' ? hx->has_h : hx->has_x))
                    continue;
                box = code == 'H' ? hx->h : hx->x;
            } else if (!glyph_box(face, code, &box))
                continue;
            sum += (uint64_t)(int64_t)(box.yMax - box.yMin);
            if (ink) {
                ink->code[ink->count] = code;
                ink->top[ink->count] = box.yMax;
                ink->bottom[ink->count] = box.yMin;
                ink->count++;
            }
        }
    }
    return sum;
}

/* A 16.16 coordinate of fvar: FreeType may hand the 32 bits over zero-extended in its 64-bit
 * FT_Fixed (Inter's slnt -10 arrives as 0xFFF60000), so they are read as a signed number. */
static FT_Fixed coordinate(FT_Fixed value)
{
    return (FT_Fixed)(int32_t)(uint32_t)value;
}

/* Whether the face has a named instance away from its default coordinates: fontprobe's
 * `--instances auto` (its default) then reads it in case it moves the metrics. */
static int has_other_instances(FT_Library lib, FT_Face face)
{
    if (!FT_HAS_MULTIPLE_MASTERS(face))
        return 0;
    FT_MM_Var *mm;
    if (FT_Get_MM_Var(face, &mm) != 0)
        return 0;
    int found = 0;
    for (FT_UInt i = 0; i < mm->num_namedstyles && !found; i++)
        for (FT_UInt a = 0; a < mm->num_axis; a++)
            if (coordinate(mm->namedstyle[i].coords[a]) != coordinate(mm->axis[a].def))
                found = 1;
    FT_Done_MM_Var(lib, mm);
    return found;
}

/* The outline bounds of the default characters' glyphs, when head's box reaches beyond the hhea
 * line box or, in a variable face, always (fontprobe compares its named instances with them),
 * folded into one number; the glyphs recorded in `ink`. */
static uint64_t measure_glyphs(FT_Face face, int variable, const struct heights *hx, struct ink *ink)
{
    ink->count = 0;
    const TT_Header *head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD);
    const TT_HoriHeader *hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA);
    if (!head || !hhea || !face->charmap || face->charmap->encoding != FT_ENCODING_UNICODE)
        return 0;
    int descender = hhea->Descender < 0 ? hhea->Descender : -hhea->Descender;
    if (!variable && head->yMax <= hhea->Ascender && head->yMin >= descender)
        return 0;
    return measure_all(face, hx, ink);
}

/* What decides whether a named instance moves a label: the vertical metrics (MVAR applies to
 * FreeType's copies of the tables) and the tops of 'H' and 'x'. */
struct vertical {
    FT_Short ascender, descender, line_gap;
    FT_Short typo_ascender, typo_descender, typo_line_gap;
    FT_UShort win_ascent, win_descent;
    FT_Short cap_height, x_height;
    FT_Pos cap_top, x_top;
};

static struct vertical read_vertical(FT_Face face, const struct heights *hx)
{
    struct vertical v;
    memset(&v, 0, sizeof v);
    const TT_HoriHeader *hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA);
    if (hhea) {
        v.ascender = hhea->Ascender;
        v.descender = hhea->Descender;
        v.line_gap = hhea->Line_Gap;
    }
    const TT_OS2 *os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    if (os2 && os2->version != 0xFFFFu) {
        v.typo_ascender = os2->sTypoAscender;
        v.typo_descender = os2->sTypoDescender;
        v.typo_line_gap = os2->sTypoLineGap;
        v.win_ascent = os2->usWinAscent;
        v.win_descent = os2->usWinDescent;
        if (os2->version >= 2) {
            v.cap_height = os2->sCapHeight;
            v.x_height = os2->sxHeight;
        }
    }
    v.cap_top = hx->has_h ? hx->h.yMax : -1;
    v.x_top = hx->has_x ? hx->x.yMax : -1;
    return v;
}

static int same_vertical(const struct vertical *a, const struct vertical *b)
{
    return a->ascender == b->ascender && a->descender == b->descender && a->line_gap == b->line_gap
        && a->typo_ascender == b->typo_ascender && a->typo_descender == b->typo_descender
        && a->typo_line_gap == b->typo_line_gap && a->win_ascent == b->win_ascent
        && a->win_descent == b->win_descent && a->cap_height == b->cap_height
        && a->x_height == b->x_height && a->cap_top == b->cap_top && a->x_top == b->x_top;
}

/* Sorts glyph indexes by top (descending) or bottom (ascending); ties: non-ASCII first, then in
 * the order measured, as fontprobe's stable sort leaves them. */
static _Thread_local const struct ink *sorting_ink;
static int by_top(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    const struct ink *k = sorting_ink;
    if (k->top[a] != k->top[b])
        return k->top[a] > k->top[b] ? -1 : 1;
    if ((k->code[a] < 0x80) != (k->code[b] < 0x80))
        return (k->code[b] < 0x80) - (k->code[a] < 0x80);
    return a - b;
}
static int by_bottom(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    const struct ink *k = sorting_ink;
    if (k->bottom[a] != k->bottom[b])
        return k->bottom[a] < k->bottom[b] ? -1 : 1;
    if ((k->code[a] < 0x80) != (k->code[b] < 0x80))
        return (k->code[b] < 0x80) - (k->code[a] < 0x80);
    return a - b;
}

/* Whether one of the default's eight tallest or eight deepest glyphs reaches 1% of the em
 * higher or lower at the instance the face is set to. */
static int reach_moves(FT_Face face, const struct ink *ink)
{
    int order[CHARACTER_COUNT];
    int n = ink->count < 8 ? ink->count : 8;
    FT_Pos tolerance = face->units_per_EM / 100 > 1 ? face->units_per_EM / 100 : 1;
    FT_BBox box;
    sorting_ink = ink;
    for (int i = 0; i < ink->count; i++)
        order[i] = i;
    qsort(order, (size_t)ink->count, sizeof *order, by_top);
    for (int i = 0; i < n; i++)
        if (glyph_box(face, ink->code[order[i]], &box) && labs(box.yMax - ink->top[order[i]]) >= tolerance)
            return 1;
    qsort(order, (size_t)ink->count, sizeof *order, by_bottom);
    for (int i = 0; i < n; i++)
        if (glyph_box(face, ink->code[order[i]], &box) && labs(box.yMin - ink->bottom[order[i]]) >= tolerance)
            return 1;
    return 0;
}

/* fontprobe's default `--instances auto`: each named instance away from the default is set, and
 * where its metrics, 'H' and 'x', or the default's tallest and deepest glyphs move, it is audited
 * as its own face: its glyphs measured again.  Returns the bounds folded into one number. */
static uint64_t measure_instances(FT_Library lib, FT_Face face, const struct heights *base_hx, const struct ink *ink,
                                  struct worker *w)
{
    FT_MM_Var *mm;
    if (FT_Get_MM_Var(face, &mm) != 0)
        return 0;
    struct vertical base = read_vertical(face, base_hx);
    uint64_t sum = 0;
    FT_Fixed coords[64];
    for (FT_UInt i = 0; i < mm->num_namedstyles && mm->num_axis <= 64; i++) {
        int is_default = 1;
        for (FT_UInt a = 0; a < mm->num_axis; a++) {
            coords[a] = coordinate(mm->namedstyle[i].coords[a]);
            if (coords[a] != coordinate(mm->axis[a].def))
                is_default = 0;
        }
        if (is_default || FT_Set_Var_Design_Coordinates(face, mm->num_axis, coords) != 0)
            continue;
        struct heights hx;
        measure_heights(face, &hx);
        sum += read_glyph_zero(face) + read_capitals(face, &hx);
        struct vertical at = read_vertical(face, &hx);
        if (same_vertical(&at, &base) && !reach_moves(face, ink))
            continue;
        w->instances++;
        sum += (uint64_t)at.typo_ascender + measure_all(face, &hx, NULL);
    }
    FT_Done_MM_Var(lib, mm);
    return sum;
}

/* Whether the face has a table, asking only for its length. */
static int has_table(FT_Face face, FT_ULong tag)
{
    FT_ULong length = 0;
    return FT_Load_Sfnt_Table(face, tag, 0, NULL, &length) == 0 && length > 0;
}

/* The family, style and PostScript names an audit reports (name IDs 16, 1, 17, 2, 6): the
 * `name` table copied, the best record of each (Windows Unicode English, then Mac Roman, then any
 * Unicode) decoded to UTF-8, its length folded into one number. */
static uint64_t read_names(FT_Face face)
{
    static const int ids[] = {16, 1, 17, 2, 6};
    FT_ULong length = 0;
    const FT_ULong tag = FT_MAKE_TAG('n', 'a', 'm', 'e');
    if (FT_Load_Sfnt_Table(face, tag, 0, NULL, &length) != 0 || length < 6)
        return 0;
    unsigned char *table = malloc(length);
    if (!table || FT_Load_Sfnt_Table(face, tag, 0, table, &length) != 0) {
        free(table);
        return 0;
    }
#define U16(at) ((unsigned)table[(at)] << 8 | table[(at) + 1])
    unsigned count = U16(2), storage = U16(4);
    uint64_t sum = 0;
    for (size_t n = 0; n < sizeof ids / sizeof *ids; n++) {
        int best_rank = 3;
        unsigned best_start = 0, best_size = 0;
        for (unsigned i = 0; i < count && 6 + 12 * (size_t)i + 12 <= length; i++) {
            size_t record = 6 + 12 * (size_t)i;
            if ((int)U16(record + 6) != ids[n])
                continue;
            unsigned platform = U16(record), encoding = U16(record + 2), language = U16(record + 4);
            int rank = platform == 3 && (encoding == 1 || encoding == 10) && language == 0x409 ? 0
                     : platform == 1 && encoding == 0 && language == 0                      ? 1
                     : platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) ? 2
                                                                                            : 3;
            unsigned start = storage + U16(record + 10), size = U16(record + 8);
            if (rank < best_rank && size > 0 && start + size <= length)
                best_rank = rank, best_start = start, best_size = size;
        }
        if (best_rank == 3)
            continue;
        char utf8[4 * 32768 + 1];
        size_t out = 0;
        if (best_rank == 1) { /* Mac Roman: ASCII as is, the rest as two bytes */
            for (unsigned i = 0; i < best_size; i++) {
                unsigned char c = table[best_start + i];
                if (c < 0x80)
                    utf8[out++] = (char)c;
                else
                    utf8[out++] = (char)0xC2, utf8[out++] = (char)(0x80 | (c & 0x3F));
            }
        } else { /* UTF-16 big-endian */
            for (unsigned i = 0; i + 1 < best_size; i += 2) {
                unsigned unit = U16(best_start + i);
                if (unit < 0x80) {
                    utf8[out++] = (char)unit;
                } else if (unit < 0x800) {
                    utf8[out++] = (char)(0xC0 | unit >> 6);
                    utf8[out++] = (char)(0x80 | (unit & 0x3F));
                } else {
                    utf8[out++] = (char)(0xE0 | unit >> 12);
                    utf8[out++] = (char)(0x80 | (unit >> 6 & 0x3F));
                    utf8[out++] = (char)(0x80 | (unit & 0x3F));
                }
            }
        }
        utf8[out] = '\0';
        sum += out + (unsigned char)utf8[0];
    }
#undef U16
    free(table);
    return sum;
}

/* Glyph 0, for notdef-missing: named `.notdef` by a TrueType post table's first 36 bytes (format
 * 1, or format 2 with name index 0), else by FreeType; a glyph 0 so named is loaded. */
static uint64_t read_glyph_zero(FT_Face face)
{
    int notdef = 0;
    if (has_table(face, FT_MAKE_TAG('g', 'l', 'y', 'f'))) {
        unsigned char post[36];
        FT_ULong length = 0;
        const FT_ULong tag = FT_MAKE_TAG('p', 'o', 's', 't');
        if (FT_Load_Sfnt_Table(face, tag, 0, NULL, &length) == 0 && length >= 4) {
            FT_ULong wanted = length < 36 ? length : 36;
            if (FT_Load_Sfnt_Table(face, tag, 0, post, &wanted) == 0) {
                uint32_t version = (uint32_t)post[0] << 24 | (uint32_t)post[1] << 16 | (uint32_t)post[2] << 8 | post[3];
                notdef = version == 0x10000
                    || (version == 0x20000 && wanted == 36 && (post[32] | post[33]) && !post[34] && !post[35]);
            }
        }
    }
    if (!notdef && FT_HAS_GLYPH_NAMES(face)) {
        char name[128];
        if (FT_Get_Glyph_Name(face, 0, name, sizeof name) == 0 && name[0] && strcmp(name, ".notdef") != 0)
            return 1;
    }
    if (FT_Load_Glyph(face, 0, FT_LOAD_NO_SCALE) != 0 || face->glyph->format != FT_GLYPH_FORMAT_OUTLINE)
        return 0;
    return (uint64_t)face->glyph->outline.n_points;
}

/* What the rules about capitals read where OS/2's cap height is not the top of 'H': the tops of
 * the other flat capitals and the name of the glyph of 'H'. */
static uint64_t read_capitals(FT_Face face, const struct heights *hx)
{
    const TT_OS2 *os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    if (!hx->has_h || !os2 || os2->version == 0xFFFFu || os2->version < 2 || os2->sCapHeight <= 0
        || os2->sCapHeight == hx->h.yMax)
        return 0;
    uint64_t sum = 0;
    FT_BBox box;
    for (const char *c = "IEFLT"; *c; c++)
        if (glyph_box(face, (FT_ULong)*c, &box))
            sum += (uint64_t)box.yMax;
    char name[128];
    if (FT_HAS_GLYPH_NAMES(face) && FT_Get_Glyph_Name(face, FT_Get_Char_Index(face, 'H'), name, sizeof name) == 0)
        sum += (unsigned char)name[0];
    return sum;
}

/* Which of 0-9, A-Z and a-z the face maps (missing-basic-latin), and which tables it has. */
static uint64_t read_coverage(FT_Face face)
{
    uint64_t sum = has_table(face, FT_MAKE_TAG('S', 'T', 'A', 'T')) + has_table(face, FT_MAKE_TAG('g', 'l', 'y', 'f'))
        + has_table(face, FT_MAKE_TAG('C', 'F', 'F', ' '));
    if (!face->charmap || face->charmap->encoding != FT_ENCODING_UNICODE)
        return sum;
    static const FT_ULong basic[][2] = {{'0', '9'}, {'A', 'Z'}, {'a', 'z'}};
    for (size_t r = 0; r < 3; r++)
        for (FT_ULong code = basic[r][0]; code <= basic[r][1]; code++)
            sum += FT_Get_Char_Index(face, code) != 0;
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
