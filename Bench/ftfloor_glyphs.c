/* ftfloor: one face's reads at the instance it is set to (see ftfloor.c). */
#include "ftfloor.h"

#include <stdlib.h>
#include <string.h>

/* The default characters (CHARACTER_COUNT of them). */
static const FT_ULong ranges[][2] = {{0x20, 0x7E}, {0xA0, 0x17F}};

/* The exact outline bounds of the glyph of `code`, as fontprobe takes them; 0 if there is none. */
int glyph_box(FT_Face face, FT_ULong code, FT_BBox *box)
{
    FT_UInt glyph = FT_Get_Char_Index(face, code);
    if (glyph == 0 || FT_Load_Glyph(face, glyph, FT_LOAD_NO_SCALE) != 0)
        return 0;
    if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE || face->glyph->outline.n_points == 0)
        return 0;
    return FT_Outline_Get_BBox(&face->glyph->outline, box) == 0;
}

/* Measures 'H' and 'x' into `hx` (none without a Unicode charmap). */
void measure_heights(FT_Face face, struct heights *hx)
{
    int unicode = face->charmap && face->charmap->encoding == FT_ENCODING_UNICODE;
    hx->has_h = unicode && glyph_box(face, 'H', &hx->h);
    hx->has_x = unicode && glyph_box(face, 'x', &hx->x);
}

/* Measures the glyph of every default character ('H' and 'x' taken from `hx`), recorded in
 * `ink` when it is not NULL, and folds the bounds into one number. */
uint64_t measure_all(FT_Face face, const struct heights *hx, struct ink *ink)
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

/* The outline bounds of the default characters' glyphs, when head's box reaches beyond the hhea
 * line box or, in a variable face, always (fontprobe compares its named instances with them),
 * folded into one number; the glyphs recorded in `ink`. */
uint64_t measure_glyphs(FT_Face face, int variable, const struct heights *hx, struct ink *ink)
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

/* Whether the face has a table, asking only for its length. */
static int has_table(FT_Face face, FT_ULong tag)
{
    FT_ULong length = 0;
    return FT_Load_Sfnt_Table(face, tag, 0, NULL, &length) == 0 && length > 0;
}

/* The family, style and PostScript names an audit reports (name IDs 16, 1, 17, 2, 6): the
 * `name` table copied, the best record of each (Windows Unicode English, then Mac Roman, then any
 * Unicode) decoded to UTF-8, its length folded into one number. */
uint64_t read_names(FT_Face face)
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
uint64_t read_glyph_zero(FT_Face face)
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
uint64_t read_capitals(FT_Face face, const struct heights *hx)
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
uint64_t read_coverage(FT_Face face)
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
