#ifndef FONTPROBE_CFREETYPE_SHIM_H
#define FONTPROBE_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include FT_FONT_FORMATS_H
#include FT_MULTIPLE_MASTERS_H
#include FT_ADVANCES_H

// Function-like and shifted macros do not import into Swift; these constants do.
static const FT_Int32 FP_LOAD_NO_SCALE = FT_LOAD_NO_SCALE;
static const FT_Int32 FP_LOAD_OUTLINE_UNHINTED = FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
static const FT_Int32 FP_LOAD_COLOR = FT_LOAD_COLOR;
static const FT_Long FP_FACE_FLAG_SCALABLE = FT_FACE_FLAG_SCALABLE;
static const FT_Long FP_FACE_FLAG_SFNT = FT_FACE_FLAG_SFNT;
static const FT_Long FP_FACE_FLAG_MULTIPLE_MASTERS = FT_FACE_FLAG_MULTIPLE_MASTERS;
static const FT_Long FP_FACE_FLAG_GLYPH_NAMES = FT_FACE_FLAG_GLYPH_NAMES;
static const FT_UShort FP_FS_SELECTION_USE_TYPO_METRICS = 1 << 7;

#endif
