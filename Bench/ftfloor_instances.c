/* ftfloor: a variable face's named instances, read as `fontprobe audit --instances auto` reads
 * them (see ftfloor.c). */
#include "ftfloor.h"

#include <stdlib.h>
#include <string.h>

/* A 16.16 coordinate of fvar: FreeType may hand the 32 bits over zero-extended in its 64-bit
 * FT_Fixed (Inter's slnt -10 arrives as 0xFFF60000), so they are read as a signed number. */
static FT_Fixed coordinate(FT_Fixed value)
{
    return (FT_Fixed)(int32_t)(uint32_t)value;
}

/* Whether the face has a named instance away from its default coordinates: fontprobe's
 * `--instances auto` (its default) then reads it in case it moves the metrics. */
int has_other_instances(FT_Library lib, FT_Face face)
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
uint64_t measure_instances(FT_Library lib, FT_Face face, const struct heights *base_hx, const struct ink *ink,
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
