/*
 * pattern.h: Lua patterns (reference manual §6.4.1), as tourhost reads and matches them.
 *
 * A pattern is compiled once per call into a list of steps: runs of literal bytes, single-byte
 * classes as 256-bit sets with their repetition, captures, %b, %f, back-references, a final
 * '$'. A part of the pattern that is malformed compiles into a step that raises the manual's
 * error when a match reaches it, so a bad pattern fails exactly when and where stock Lua's
 * does (string.find("abc", "x[") finds nothing; string.find("xabc", "x[") raises).
 *
 * The matcher walks the steps, trying alternatives (a repetition's counts, an optional byte)
 * by calling itself for the rest of the pattern. Those nested calls are limited to 200, as
 * stock Lua limits them ("pattern too complex"), and every step pays the instruction budget.
 */
#ifndef TOURHOST_PATTERN_H
#define TOURHOST_PATTERN_H

#include <stddef.h>
#include <stdint.h>

#include "budget_meter.h"

/* At most this many captures in one pattern ("too many captures"). */
#define PATTERN_MAX_CAPTURES 32
/* At most this many nested matcher calls for one starting position ("pattern too complex"). */
#define PATTERN_MAX_NESTING 200

/* A set of byte values. */
typedef struct ByteSet {
  uint8_t bits[32];
} ByteSet;

static inline int byteset_has(const ByteSet *set, unsigned char byte) {
  return (set->bits[byte >> 3] >> (byte & 7)) & 1;
}

typedef enum StepKind {
  STEP_BYTES,      /* these bytes, exactly */
  STEP_CLASS,      /* one byte of a set, repeated as the step's repeat says */
  STEP_OPEN,       /* capture number `value` starts here */
  STEP_POSITION,   /* capture number `value` is this position: () */
  STEP_CLOSE,      /* capture number `value` ends here */
  STEP_BALANCED,   /* %bxy: from `first` to its balancing `second` */
  STEP_FRONTIER,   /* %f[set] */
  STEP_BACKREF,    /* %1-%9: the text capture number `value` matched */
  STEP_AT_END,     /* a '$' that ends the pattern */
  STEP_MALFORMED,  /* raise problem `value` when a match gets here */
  STEP_DONE        /* the whole pattern has matched */
} StepKind;

typedef enum Repeat {
  REPEAT_ONCE,      /* c   */
  REPEAT_OPTIONAL,  /* c?  */
  REPEAT_GREEDY,    /* c*  */
  REPEAT_SOME,      /* c+  */
  REPEAT_LAZY       /* c-  */
} Repeat;

typedef enum Problem {
  PROBLEM_ENDS_WITH_PERCENT,
  PROBLEM_MISSING_BRACKET,
  PROBLEM_BALANCE_ARGUMENTS,
  PROBLEM_FRONTIER_BRACKET,
  PROBLEM_UNOPENED_CAPTURE,
  PROBLEM_TOO_MANY_CAPTURES,
  PROBLEM_CAPTURE_INDEX      /* `first` is the digit written after the '%' */
} Problem;

typedef struct Step {
  uint8_t kind;    /* StepKind */
  uint8_t repeat;  /* Repeat, for STEP_CLASS */
  uint8_t first;   /* STEP_BALANCED: the opening byte; STEP_MALFORMED: the capture digit */
  uint8_t second;  /* STEP_BALANCED: the closing byte */
  int32_t value;   /* STEP_BYTES: how many; captures: the capture's number from 0; Problem */
  union {
    const uint8_t *bytes; /* STEP_BYTES */
    const ByteSet *set;   /* STEP_CLASS, STEP_FRONTIER */
  } with;
} Step;

typedef struct Pattern {
  const Step *steps;
  int captures; /* how many captures a successful match has */
} Pattern;

/* Room for the compiled form of most patterns, kept on the C stack by the caller. */
typedef union PatternRoom {
  void *align_pointer;
  long long align_integer;
  unsigned char bytes[1536];
} PatternRoom;

/* How much storage a pattern's steps take, and where its sets and literal bytes begin. */
typedef struct PatternLayout {
  size_t step_bytes;
  size_t set_bytes;
  size_t total;
} PatternLayout;

PatternLayout pattern_measure(const char *source, size_t length);

/* Compiles `source` into `storage` (layout.total bytes, aligned for a pointer). */
void pattern_build(Pattern *pattern, const char *source, size_t length, PatternLayout layout, void *storage);

/*
 * Compiles `source` (the part after a '^' the caller treats as an anchor) into `room` when it
 * fits, or else into a new full userdata pushed onto L's stack, which the collector frees
 * however the call ends. Returns how many values it pushed (0 or 1).
 */
int pattern_compile(lua_State *L, Pattern *pattern, const char *source, size_t length, PatternRoom *room);

/* The set of a class letter (%a, %D, ...), or NULL when the letter names no class. */
const ByteSet *pattern_class_set(unsigned char letter);
/* The set of just `byte`. */
const ByteSet *pattern_byte_set(unsigned char byte);
/* The set of every byte ('.'). */
const ByteSet *pattern_any_set(void);

/* ---------------------------------------------------------------- matching */

enum { CAPTURE_UNFINISHED = -1, CAPTURE_IS_POSITION = -2 };

typedef struct Capture {
  const unsigned char *start;
  ptrdiff_t length; /* or CAPTURE_UNFINISHED, CAPTURE_IS_POSITION */
} Capture;

typedef struct Matcher {
  lua_State *L;
  const Step *steps;
  int captures;
  const unsigned char *subject;
  const unsigned char *subject_end;
  int nesting;
  BudgetMeter meter;
  Capture capture[PATTERN_MAX_CAPTURES];
} Matcher;

void matcher_init(Matcher *matcher, lua_State *L, const Pattern *pattern, const char *subject, size_t length);

/*
 * For find, match and gsub: compiles `source` (after a leading '^', which anchors the match at
 * the start) into `room` or a userdata it pushes, and readies `matcher` on the subject.
 * Returns whether the pattern was anchored.
 */
int matcher_open(Matcher *matcher, lua_State *L, PatternRoom *room, const char *source, size_t length, const char *subject,
                 size_t subject_length);

/*
 * The first match that starts at `from` or after it (only at `from` when `anchored`): returns
 * its end and sets *start, or returns NULL. `from` may be the subject's end (an empty match
 * there) but not past it.
 */
const unsigned char *matcher_search(Matcher *matcher, const unsigned char *from, int anchored,
                                    const unsigned char **start);

/*
 * Capture `index` (from 0) of the match [start, end): sets *text and returns its length, or
 * returns CAPTURE_IS_POSITION (*text is where it is). With no captures, index 0 is the whole
 * match. Raises "invalid capture index %N" and "unfinished capture" as the manual's functions do.
 */
ptrdiff_t matcher_capture(Matcher *matcher, int index, const unsigned char *start, const unsigned char *end,
                          const unsigned char **text);

/* Pushes capture `index` as a string, or its position as an integer. */
void matcher_push_capture(Matcher *matcher, int index, const unsigned char *start, const unsigned char *end);

/*
 * Pushes every capture; with none, the whole match when `whole_when_none`, else nothing.
 * Returns how many it pushed.
 */
int matcher_push_captures(Matcher *matcher, const unsigned char *start, const unsigned char *end, int whole_when_none);

/* Pays the budget for the steps counted and not yet paid. */
static inline void matcher_settle(Matcher *matcher) {
  meter_settle(&matcher->meter);
}

#endif
