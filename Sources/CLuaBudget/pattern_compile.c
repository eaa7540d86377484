/*
 * pattern_compile.c: a pattern's text into its steps (pattern.h).
 *
 * The text is read twice by the same reader: once to count the steps, sets and literal bytes
 * it needs, once to write them into storage of exactly that size. Reading follows §6.4.1 of the
 * manual item by item; where a part is malformed, a STEP_MALFORMED ends the steps, so the
 * error is raised only if a match gets that far, as in stock Lua.
 */
#include <lauxlib.h>
#include <string.h>

#include "pattern.h"

/* Where the steps go, or, while counting, how many there will be. */
typedef struct Builder {
  Step *steps;    /* NULL while counting */
  ByteSet *sets;
  uint8_t *text;
  size_t step_count;
  size_t set_count;
  size_t text_length;
  int extends_bytes; /* the last step is a run of literal bytes that the next literal joins */
} Builder;

static int counting(const Builder *builder) {
  return builder->steps == NULL;
}

/* Adds a step (returns NULL while counting). */
static Step *add_step(Builder *builder, StepKind kind, int32_t value) {
  Step *step = counting(builder) ? NULL : &builder->steps[builder->step_count];
  builder->step_count++;
  builder->extends_bytes = 0;
  if (step != NULL) {
    memset(step, 0, sizeof *step);
    step->kind = (uint8_t)kind;
    step->value = value;
  }
  return step;
}

static void add_literal(Builder *builder, uint8_t byte) {
  if (!builder->extends_bytes) {
    Step *step = add_step(builder, STEP_BYTES, 0);
    if (step != NULL) step->with.bytes = builder->text + builder->text_length;
    builder->extends_bytes = 1;
  }
  if (!counting(builder)) {
    builder->text[builder->text_length] = byte;
    builder->steps[builder->step_count - 1].value++;
  }
  builder->text_length++;
}

static void add_problem(Builder *builder, Problem problem, uint8_t digit) {
  Step *step = add_step(builder, STEP_MALFORMED, problem);
  if (step != NULL) step->first = digit;
}

/* A new empty set (NULL while counting). */
static ByteSet *add_set(Builder *builder) {
  ByteSet *set = counting(builder) ? NULL : &builder->sets[builder->set_count];
  builder->set_count++;
  if (set != NULL) memset(set, 0, sizeof *set);
  return set;
}

static void set_union(ByteSet *set, const ByteSet *other) {
  for (size_t i = 0; i < sizeof set->bits; i++) set->bits[i] |= other->bits[i];
}

static void set_range(ByteSet *set, unsigned low, unsigned high) {
  for (unsigned byte = low; byte <= high; byte++) set->bits[byte >> 3] |= (uint8_t)(1u << (byte & 7));
}

/*
 * Reads the set whose '[' is at `open`. Returns 0 when no ']' closes it; else sets *after to
 * the byte after the ']' and, when building, *set to the set. The first byte inside (after a
 * '^') always belongs to the set, even a ']'; a '%' takes the byte after it as a class or as
 * itself; "x-y" is a range unless the '-' is the last byte inside.
 */
static int read_set(Builder *builder, const uint8_t *text, size_t length, size_t open, const ByteSet **set,
                    size_t *after) {
  size_t inside = open + 1;
  int complement = inside < length && text[inside] == '^';
  if (complement) inside++;
  size_t close = inside;
  do {
    if (close >= length) return 0;
    if (text[close++] == '%' && close < length) close++;
  } while (close >= length || text[close] != ']');
  *after = close + 1;
  ByteSet *members = add_set(builder);
  *set = members;
  if (members == NULL) return 1;
  for (size_t at = inside; at < close; at++) {
    uint8_t byte = text[at];
    if (byte == '%') {
      uint8_t named = text[++at];
      const ByteSet *class_set = pattern_class_set(named);
      if (class_set != NULL) set_union(members, class_set);
      else set_range(members, named, named);
    } else if (at + 2 < close && text[at + 1] == '-') {
      set_range(members, byte, text[at + 2]);
      at += 2;
    } else {
      set_range(members, byte, byte);
    }
  }
  if (complement) {
    for (size_t i = 0; i < sizeof members->bits; i++) members->bits[i] = (uint8_t)~members->bits[i];
  }
  return 1;
}

/*
 * Reads the single-byte item at `at` ('.', %x, [set] or a byte). Returns 0 (after adding the
 * problem) when it is malformed; else sets *after and either *set or, for a plain byte, *literal
 * (with *set NULL).
 */
static int read_single(Builder *builder, const uint8_t *text, size_t length, size_t at, const ByteSet **set,
                       uint8_t *literal, size_t *after) {
  uint8_t byte = text[at];
  *set = NULL;
  *after = at + 1;
  if (byte == '.') {
    *set = pattern_any_set();
  } else if (byte == '%') {
    if (at + 1 >= length) {
      add_problem(builder, PROBLEM_ENDS_WITH_PERCENT, 0);
      return 0;
    }
    *after = at + 2;
    *literal = text[at + 1];
    *set = pattern_class_set(*literal);
  } else if (byte == '[') {
    if (!read_set(builder, text, length, at, set, after)) {
      add_problem(builder, PROBLEM_MISSING_BRACKET, 0);
      return 0;
    }
    if (*set == NULL) *set = pattern_any_set(); /* counting: any non-NULL set */
  } else {
    *literal = byte;
  }
  return 1;
}

static int repeat_of(uint8_t byte, Repeat *repeat) {
  switch (byte) {
    case '?': *repeat = REPEAT_OPTIONAL; return 1;
    case '*': *repeat = REPEAT_GREEDY; return 1;
    case '+': *repeat = REPEAT_SOME; return 1;
    case '-': *repeat = REPEAT_LAZY; return 1;
    default: return 0;
  }
}

/* The captures a pattern has opened so far, and which are still open. */
typedef struct CaptureLedger {
  int opened;
  int open[PATTERN_MAX_CAPTURES]; /* the unfinished ones, innermost last */
  int open_count;
  uint8_t finished[PATTERN_MAX_CAPTURES];
} CaptureLedger;

/* Reads a '%' item other than a single byte (%b, %f, %0-%9) at `at`: 1 if it was one. */
static int read_escape(Builder *builder, const uint8_t *text, size_t length, size_t *at, const CaptureLedger *ledger,
                       int *stop) {
  uint8_t code = text[*at + 1];
  if (code == 'b') {
    if (*at + 3 >= length) {
      add_problem(builder, PROBLEM_BALANCE_ARGUMENTS, 0);
      *stop = 1;
      return 1;
    }
    Step *step = add_step(builder, STEP_BALANCED, 0);
    if (step != NULL) {
      step->first = text[*at + 2];
      step->second = text[*at + 3];
    }
    *at += 4;
    return 1;
  }
  if (code == 'f') {
    const ByteSet *set = NULL;
    size_t after = 0;
    if (*at + 2 >= length || text[*at + 2] != '[') {
      add_problem(builder, PROBLEM_FRONTIER_BRACKET, 0);
      *stop = 1;
    } else if (!read_set(builder, text, length, *at + 2, &set, &after)) {
      add_problem(builder, PROBLEM_MISSING_BRACKET, 0);
      *stop = 1;
    } else {
      Step *step = add_step(builder, STEP_FRONTIER, 0);
      if (step != NULL) step->with.set = set;
      *at = after;
    }
    return 1;
  }
  if (code >= '0' && code <= '9') {
    int index = code - '1';
    if (index < 0 || index >= ledger->opened || !ledger->finished[index]) {
      add_problem(builder, PROBLEM_CAPTURE_INDEX, code);
      *stop = 1;
    } else {
      add_step(builder, STEP_BACKREF, index);
      *at += 2;
    }
    return 1;
  }
  return 0;
}

/* Reads '(' or ')' at `at`: 0 when it ends the steps. */
static int read_parenthesis(Builder *builder, const uint8_t *text, size_t length, size_t *at, CaptureLedger *ledger) {
  if (text[*at] == ')') {
    if (ledger->open_count == 0) {
      add_problem(builder, PROBLEM_UNOPENED_CAPTURE, 0);
      return 0;
    }
    int index = ledger->open[--ledger->open_count];
    ledger->finished[index] = 1;
    add_step(builder, STEP_CLOSE, index);
    *at += 1;
    return 1;
  }
  if (ledger->opened >= PATTERN_MAX_CAPTURES) {
    add_problem(builder, PROBLEM_TOO_MANY_CAPTURES, 0);
    return 0;
  }
  int index = ledger->opened++;
  if (*at + 1 < length && text[*at + 1] == ')') {
    ledger->finished[index] = 1;
    add_step(builder, STEP_POSITION, index);
    *at += 2;
  } else {
    ledger->open[ledger->open_count++] = index;
    add_step(builder, STEP_OPEN, index);
    *at += 1;
  }
  return 1;
}

/* Reads the whole text; returns how many captures a match has. */
static int read_pattern(Builder *builder, const uint8_t *text, size_t length) {
  CaptureLedger ledger;
  memset(&ledger, 0, sizeof ledger);
  size_t at = 0;
  while (at < length) {
    uint8_t byte = text[at];
    if (byte == '(' || byte == ')') {
      if (!read_parenthesis(builder, text, length, &at, &ledger)) return ledger.opened;
      continue;
    }
    if (byte == '$' && at + 1 == length) {
      add_step(builder, STEP_AT_END, 0);
      at++;
      continue;
    }
    if (byte == '%' && at + 1 < length) {
      int stop = 0;
      if (read_escape(builder, text, length, &at, &ledger, &stop)) {
        if (stop) return ledger.opened;
        continue;
      }
    }
    const ByteSet *set;
    uint8_t literal = 0;
    size_t after;
    if (!read_single(builder, text, length, at, &set, &literal, &after)) return ledger.opened;
    Repeat repeat = REPEAT_ONCE;
    if (after < length && repeat_of(text[after], &repeat)) {
      Step *step = add_step(builder, STEP_CLASS, 0);
      if (step != NULL) {
        step->repeat = (uint8_t)repeat;
        step->with.set = set != NULL ? set : pattern_byte_set(literal);
      }
      at = after + 1;
    } else if (set == NULL) {
      add_literal(builder, literal);
      at = after;
    } else {
      Step *step = add_step(builder, STEP_CLASS, 0);
      if (step != NULL) step->with.set = set;
      at = after;
    }
  }
  add_step(builder, STEP_DONE, 0);
  return ledger.opened;
}

static size_t round_up(size_t size) {
  return (size + 15) & ~(size_t)15;
}

PatternLayout pattern_measure(const char *source, size_t length) {
  Builder sizes;
  memset(&sizes, 0, sizeof sizes);
  read_pattern(&sizes, (const uint8_t *)source, length);
  PatternLayout layout;
  layout.step_bytes = round_up(sizes.step_count * sizeof(Step));
  layout.set_bytes = sizes.set_count * sizeof(ByteSet);
  layout.total = layout.step_bytes + layout.set_bytes + sizes.text_length;
  return layout;
}

void pattern_build(Pattern *pattern, const char *source, size_t length, PatternLayout layout, void *storage) {
  Builder builder;
  memset(&builder, 0, sizeof builder);
  builder.steps = storage;
  builder.sets = (ByteSet *)(void *)((unsigned char *)storage + layout.step_bytes);
  builder.text = (uint8_t *)storage + layout.step_bytes + layout.set_bytes;
  pattern->captures = read_pattern(&builder, (const uint8_t *)source, length);
  pattern->steps = builder.steps;
}

int pattern_compile(lua_State *L, Pattern *pattern, const char *source, size_t length, PatternRoom *room) {
  PatternLayout layout = pattern_measure(source, length);
  int pushed = layout.total > sizeof room->bytes;
  void *storage = pushed ? lua_newuserdatauv(L, layout.total, 0) : (void *)room->bytes;
  pattern_build(pattern, source, length, layout, storage);
  return pushed;
}
