/*
 * pattern_match.c: matching compiled steps against a subject (pattern.h).
 *
 * walk() goes through the steps in order. Where a step leaves a choice (how many bytes a
 * repetition takes, whether an optional byte is taken, a capture that may have to be undone),
 * it asks nested() whether the rest of the pattern matches after each choice, in the order
 * the manual's repetitions prefer: the longest first for '*' and '+', the shortest first for
 * '-', the byte first for '?'. A capture's start and end are nested calls too, so the nesting
 * limit counts them as stock Lua does.
 */
#include <lauxlib.h>
#include <string.h>

#include "pattern.h"

static const unsigned char *walk(Matcher *matcher, const unsigned char *at, const Step *step);

/* The rest of the pattern from `step`, one level deeper. */
static const unsigned char *nested(Matcher *matcher, const unsigned char *at, const Step *step) {
  if (matcher->nesting >= PATTERN_MAX_NESTING) luaL_error(matcher->L, "pattern too complex");
  matcher->nesting++;
  const unsigned char *end = walk(matcher, at, step);
  matcher->nesting--;
  return end;
}

static void raise_problem(Matcher *matcher, const Step *step) {
  switch ((Problem)step->value) {
    case PROBLEM_ENDS_WITH_PERCENT: luaL_error(matcher->L, "malformed pattern (ends with '%%')"); break;
    case PROBLEM_MISSING_BRACKET: luaL_error(matcher->L, "malformed pattern (missing ']')"); break;
    case PROBLEM_BALANCE_ARGUMENTS: luaL_error(matcher->L, "malformed pattern (missing arguments to '%%b')"); break;
    case PROBLEM_FRONTIER_BRACKET: luaL_error(matcher->L, "missing '[' after '%%f' in pattern"); break;
    case PROBLEM_UNOPENED_CAPTURE: luaL_error(matcher->L, "invalid pattern capture"); break;
    case PROBLEM_TOO_MANY_CAPTURES: luaL_error(matcher->L, "too many captures"); break;
    case PROBLEM_CAPTURE_INDEX: luaL_error(matcher->L, "invalid capture index %%%d", step->first - '0'); break;
  }
}

/* A repetition whose first byte matched at `at`: '*' or '+' takes as many as it can, then gives back. */
static const unsigned char *repeat_greedy(Matcher *matcher, const unsigned char *at, const Step *step) {
  const ByteSet *set = step->with.set;
  const unsigned char *fewest = step->repeat == REPEAT_SOME ? at + 1 : at;
  const unsigned char *most = at + 1;
  while (most < matcher->subject_end && byteset_has(set, *most)) most++;
  meter_count(&matcher->meter, most - at);
  for (const unsigned char *end = most;; end--) {
    const unsigned char *matched = nested(matcher, end, step + 1);
    if (matched != NULL) return matched;
    if (end == fewest) return NULL;
  }
}

/* A '-' repetition whose first byte matched at `at`: as few as it can, taking more when the rest fails. */
static const unsigned char *repeat_lazy(Matcher *matcher, const unsigned char *at, const Step *step) {
  const ByteSet *set = step->with.set;
  for (;;) {
    const unsigned char *matched = nested(matcher, at, step + 1);
    if (matched != NULL) return matched;
    if (at >= matcher->subject_end || !byteset_has(set, *at)) return NULL;
    at++;
  }
}

/* %bxy at `at`: the end of the balanced text, or NULL. */
static const unsigned char *balanced(Matcher *matcher, const unsigned char *at, const Step *step) {
  const unsigned char *end = matcher->subject_end;
  if (at >= end || *at != step->first) return NULL;
  int depth = 1;
  const unsigned char *scan = at + 1;
  for (; scan < end; scan++) {
    if (*scan == step->second) {
      if (--depth == 0) break;
    } else if (*scan == step->first) {
      depth++;
    }
  }
  meter_count(&matcher->meter, scan - at);
  return scan < end ? scan + 1 : NULL;
}

static int same_text(Matcher *matcher, const unsigned char *at, const unsigned char *text, size_t length) {
  if ((size_t)(matcher->subject_end - at) < length) return 0;
  if (length > 64) meter_count(&matcher->meter, (long long)(length / 64));
  return memcmp(at, text, length) == 0;
}

static const unsigned char *walk(Matcher *matcher, const unsigned char *at, const Step *step) {
  for (;; step++) {
    meter_count(&matcher->meter, 1);
    switch ((StepKind)step->kind) {
      case STEP_DONE:
        return at;
      case STEP_BYTES:
        if (!same_text(matcher, at, step->with.bytes, (size_t)step->value)) return NULL;
        at += step->value;
        break;
      case STEP_CLASS: {
        int here = at < matcher->subject_end && byteset_has(step->with.set, *at);
        switch ((Repeat)step->repeat) {
          case REPEAT_ONCE:
            if (!here) return NULL;
            at++;
            break;
          case REPEAT_OPTIONAL:
            if (here) {
              const unsigned char *matched = nested(matcher, at + 1, step + 1);
              if (matched != NULL) return matched;
            }
            break;
          case REPEAT_GREEDY:
          case REPEAT_SOME:
            if (here) return repeat_greedy(matcher, at, step);
            if (step->repeat == REPEAT_SOME) return NULL;
            break;
          case REPEAT_LAZY:
            if (here) return repeat_lazy(matcher, at, step);
            break;
        }
        break;
      }
      case STEP_OPEN:
      case STEP_POSITION: {
        Capture *capture = &matcher->capture[step->value];
        capture->start = at;
        capture->length = step->kind == STEP_OPEN ? CAPTURE_UNFINISHED : CAPTURE_IS_POSITION;
        return nested(matcher, at, step + 1);
      }
      case STEP_CLOSE: {
        Capture *capture = &matcher->capture[step->value];
        capture->length = at - capture->start;
        const unsigned char *matched = nested(matcher, at, step + 1);
        if (matched == NULL) capture->length = CAPTURE_UNFINISHED;
        return matched;
      }
      case STEP_BALANCED:
        at = balanced(matcher, at, step);
        if (at == NULL) return NULL;
        break;
      case STEP_FRONTIER: {
        unsigned char before = at == matcher->subject ? 0 : at[-1];
        unsigned char after = at < matcher->subject_end ? *at : 0;
        if (byteset_has(step->with.set, before) || !byteset_has(step->with.set, after)) return NULL;
        break;
      }
      case STEP_BACKREF: {
        const Capture *capture = &matcher->capture[step->value];
        if (capture->length < 0 || !same_text(matcher, at, capture->start, (size_t)capture->length)) return NULL;
        at += capture->length;
        break;
      }
      case STEP_AT_END:
        if (at != matcher->subject_end) return NULL;
        break;
      case STEP_MALFORMED:
        raise_problem(matcher, step);
        return NULL;
    }
  }
}

void matcher_init(Matcher *matcher, lua_State *L, const Pattern *pattern, const char *subject, size_t length) {
  matcher->L = L;
  matcher->steps = pattern->steps;
  matcher->captures = pattern->captures;
  matcher->subject = (const unsigned char *)subject;
  matcher->subject_end = matcher->subject + length;
  matcher->nesting = 0;
  meter_init(&matcher->meter, L, DOING_PATTERN);
}

int matcher_open(Matcher *matcher, lua_State *L, PatternRoom *room, const char *source, size_t length, const char *subject,
                 size_t subject_length) {
  int anchored = length > 0 && source[0] == '^';
  Pattern pattern;
  pattern_compile(L, &pattern, source + anchored, length - (size_t)anchored, room);
  matcher_init(matcher, L, &pattern, subject, subject_length);
  return anchored;
}

/*
 * The first position at or after `from` where a match can start, judged by the first step
 * alone: a run of literal bytes starts with its first byte, a class that must take a byte
 * starts with one of its set. NULL when no position can.
 */
static const unsigned char *first_candidate(Matcher *matcher, const unsigned char *from) {
  const Step *first = matcher->steps;
  const unsigned char *end = matcher->subject_end;
  if (first->kind == STEP_BYTES) {
    const unsigned char *found = from < end ? memchr(from, first->with.bytes[0], (size_t)(end - from)) : NULL;
    meter_count(&matcher->meter, ((found != NULL ? found : end) - from) / 64);
    return found;
  }
  if (first->kind == STEP_CLASS && (first->repeat == REPEAT_ONCE || first->repeat == REPEAT_SOME)) {
    const unsigned char *scan = from;
    while (scan < end && !byteset_has(first->with.set, *scan)) scan++;
    meter_count(&matcher->meter, scan - from);
    return scan < end ? scan : NULL;
  }
  return from;
}

const unsigned char *matcher_search(Matcher *matcher, const unsigned char *from, int anchored,
                                    const unsigned char **start) {
  for (const unsigned char *at = from;; at++) {
    if (!anchored) {
      at = first_candidate(matcher, at);
      if (at == NULL) return NULL;
    }
    matcher->nesting = 0;
    const unsigned char *end = nested(matcher, at, matcher->steps);
    if (end != NULL) {
      *start = at;
      return end;
    }
    if (anchored || at >= matcher->subject_end) return NULL;
  }
}

ptrdiff_t matcher_capture(Matcher *matcher, int index, const unsigned char *start, const unsigned char *end,
                          const unsigned char **text) {
  if (index >= matcher->captures) {
    if (index != 0) luaL_error(matcher->L, "invalid capture index %%%d", index + 1);
    *text = start;
    return end - start;
  }
  const Capture *capture = &matcher->capture[index];
  if (capture->length == CAPTURE_UNFINISHED) luaL_error(matcher->L, "unfinished capture");
  *text = capture->start;
  return capture->length;
}

void matcher_push_capture(Matcher *matcher, int index, const unsigned char *start, const unsigned char *end) {
  const unsigned char *text;
  ptrdiff_t length = matcher_capture(matcher, index, start, end, &text);
  if (length == CAPTURE_IS_POSITION) {
    lua_pushinteger(matcher->L, (lua_Integer)(text - matcher->subject) + 1);
  } else {
    lua_pushlstring(matcher->L, (const char *)text, (size_t)length);
  }
}

int matcher_push_captures(Matcher *matcher, const unsigned char *start, const unsigned char *end, int whole_when_none) {
  int count = matcher->captures > 0 ? matcher->captures : (whole_when_none ? 1 : 0);
  luaL_checkstack(matcher->L, count, "too many captures");
  for (int index = 0; index < count; index++) matcher_push_capture(matcher, index, start, end);
  return count;
}
