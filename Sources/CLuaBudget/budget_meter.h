/*
 * budget_meter.h: how tourhost's library functions pay the instruction budget.
 *
 * A count hook never fires while a C function runs, so every loop in this module whose length
 * a script's input decides pays for itself: one unit of the budget for each step of a pattern
 * match, each byte examined while scanning, each 64 bytes compared, each element moved,
 * compared or copied. Units are counted locally and paid in batches; when the budget is spent
 * the payment raises the budget error at the script's line (shim.h: clua_budget_spend), and
 * the hook keeps raising it until the hook call ends, so a pcall in the script cannot go on.
 */
#ifndef TOURHOST_BUDGET_METER_H
#define TOURHOST_BUDGET_METER_H

#include "../CLua/shim.h"

/* What the budget error adds after "instruction budget exceeded (N instructions)". */
#define DOING_PATTERN " matching a pattern"

/* Units counted before they are paid to the budget. */
#define METER_BATCH 4096

typedef struct BudgetMeter {
  lua_State *L;
  const char *doing;
  long long unpaid;
} BudgetMeter;

static inline void meter_init(BudgetMeter *meter, lua_State *L, const char *doing) {
  meter->L = L;
  meter->doing = doing;
  meter->unpaid = 0;
}

/* Pays what has been counted (raises when the budget is spent). */
static inline void meter_settle(BudgetMeter *meter) {
  long long due = meter->unpaid;
  meter->unpaid = 0;
  clua_budget_spend(meter->L, due, meter->doing);
}

/* Counts `units` of work, paying once a batch has been counted. */
static inline void meter_count(BudgetMeter *meter, long long units) {
  meter->unpaid += units;
  if (meter->unpaid >= METER_BATCH) meter_settle(meter);
}

/* Pays for work about to be done, all at once, before it starts. */
static inline void meter_prepay(lua_State *L, long long units, const char *doing) {
  clua_budget_spend(L, units, doing);
}

#endif
