/* ftfloor: what its files share (ftfloor.c says what the program does). */
#ifndef FTFLOOR_H
#define FTFLOOR_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include FT_MULTIPLE_MASTERS_H

#include <stdatomic.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

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

/* The default characters: U+0020-007E and U+00A0-017F, 319 of them. */
#define CHARACTER_COUNT 319

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

/* ftfloor_glyphs.c: one face's reads at the instance it is set to. */
int glyph_box(FT_Face face, FT_ULong code, FT_BBox *box);
void measure_heights(FT_Face face, struct heights *hx);
uint64_t measure_all(FT_Face face, const struct heights *hx, struct ink *ink);
uint64_t measure_glyphs(FT_Face face, int variable, const struct heights *hx, struct ink *ink);
uint64_t read_names(FT_Face face);
uint64_t read_glyph_zero(FT_Face face);
uint64_t read_capitals(FT_Face face, const struct heights *hx);
uint64_t read_coverage(FT_Face face);

/* ftfloor_instances.c: a variable face's named instances. */
int has_other_instances(FT_Library lib, FT_Face face);
uint64_t measure_instances(FT_Library lib, FT_Face face, const struct heights *base_hx, const struct ink *ink,
                           struct worker *w);

#endif
