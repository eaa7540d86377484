/// The Lua half of `LibraryDifferential`: functions a case calls to describe what it got, as
/// one line that is the same in both states exactly when the results are. It uses only library
/// functions tourhost does not replace (`string.format`, `string.sub`, `select`, `next`, ...), so
/// a fault in ours cannot hide in the description.
enum DifferentialDriver {
  static let source = #"""
    local format, sub, len, select, type, tostring, mathtype, next = string.format, string.sub, string.len,
      select, type, tostring, math.type, next

    local function before(a, b)
      local ta, tb = type(a), type(b)
      if ta ~= tb then return ta < tb end
      if ta == "number" then
        if a == b then return mathtype(a) < mathtype(b) end
        return a < b
      end
      if ta == "string" then return a < b end
      return tostring(a) < tostring(b)
    end

    local function insertion_sort(list, n)
      for i = 2, n do
        local item, j = list[i], i - 1
        while j >= 1 and before(item, list[j]) do list[j + 1] = list[j]; j = j - 1 end
        list[j + 1] = item
      end
    end

    local describe

    local function describe_table(t, depth)
      if depth >= 2 then return "table" end
      local keys, n = {}, 0
      for key in next, t do n = n + 1; keys[n] = key end
      insertion_sort(keys, n)
      local out = "{"
      for i = 1, n do
        out = out .. describe(keys[i], depth + 1) .. "=" .. describe(rawget(t, keys[i]), depth + 1) .. ";"
      end
      return out .. "}"
    end

    describe = function(value, depth)
      local kind = type(value)
      if kind == "string" then return format("%q", value) end
      if kind == "number" then return mathtype(value) .. ":" .. format("%q", value) end
      if kind == "table" then return describe_table(value, depth) end
      if kind == "nil" or kind == "boolean" then return tostring(value) end
      return kind
    end

    local function describe_all(...)
      local out = ""
      for i = 1, select("#", ...) do out = out .. " " .. describe((select(i, ...)), 0) end
      return out
    end

    -- report(list, pcall(...)): what the call returned or raised, then the list after it.
    function report(list, ok, ...)
      local out = (ok and "ok" or "error") .. describe_all(...)
      if list ~= nil then out = out .. " | " .. describe(list, 0) end
      return out
    end

    -- "attempt to compare A with B" without A and B: which two values a sort compares first, and
    -- so which types it names, is the algorithm's choice.
    local function comparison_types(message)
      local prefix = "attempt to compare "
      if type(message) ~= "string" then return nil end
      for start = 1, len(message) - len(prefix) + 1 do
        if sub(message, start, start + len(prefix) - 1) == prefix then
          return sub(message, 1, start - 1) .. "attempt to compare values that cannot be compared"
        end
      end
      return nil
    end

    -- report_sort(list, pcall(table.sort, list, order)) for a strict weak order: the sorted list,
    -- or the error (a list left by a failed sort is the algorithm's).
    function report_sort(list, ok, message)
      if ok then return "ok | " .. describe(list, 0) end
      return "error " .. describe(comparison_types(message) or message, 0)
    end

    -- For an order that is not strict weak: the manual leaves the result open; both must end
    -- with every element still there, sorted or with "invalid order function for sorting".
    function report_unordered_sort(list, ok, message)
      if not ok and message ~= "invalid order function for sorting" then
        return "error " .. describe(comparison_types(message) or message, 0)
      end
      local items, n = {}, 0
      for _, item in next, list do n = n + 1; items[n] = item end
      insertion_sort(items, n)
      return "ok or invalid order | " .. describe(items, 0)
    end

    -- A list of the values each call of an iterator returned, at most `most` calls.
    function collect(iterator, most)
      local calls = {}
      for i = 1, most do
        local got = { n = 0 }
        local function keep(...)
          got.n = select("#", ...)
          for j = 1, got.n do got[j] = (select(j, ...)) end
          return (...)
        end
        if keep(iterator()) == nil then break end
        calls[i] = got
      end
      return calls
    end
    """#
}
