-- The wrk script of the HTTP benchmarks (bench/harness/wrk.ts runs `wrk -t1 ... -s bench/harness/wrk_report.lua URL`).
--
-- BENCH_REQUEST=history: each request is the 20-item history page at a random cursor,
-- /transactions-history?limit=20&fromItem=<1..470>, from a generator seeded with BENCH_SEED
-- (default 11), so every run sends the same sequence. BENCH_REQUEST=paths: the paths listed one
-- per line in the file BENCH_PATHS_FILE, sent in turn (from the first again after the last).
-- Anything else: wrk's own static request to the URL given (a single token). Headers given with
-- -H are sent either way.
--
-- At the end one line `WRK_REPORT {json}` reports the run: requests, bytes read (headers and
-- bodies), duration (µs), socket errors, non-2xx/3xx responses, and the latency mean, p50, p90
-- and p99 (µs), so the benchmarks need not parse wrk's human-readable units.

local kind = os.getenv("BENCH_REQUEST") or "static"

if kind == "history" then
  math.randomseed(tonumber(os.getenv("BENCH_SEED") or "11"))
  request = function()
    return wrk.format(nil, "/transactions-history?limit=20&fromItem=" .. math.random(1, 470))
  end
end

if kind == "paths" then
  local paths = {}
  for line in io.lines(os.getenv("BENCH_PATHS_FILE")) do
    if line ~= "" then paths[#paths + 1] = line end
  end
  local next_path = 0
  request = function()
    next_path = next_path % #paths + 1
    return wrk.format(nil, paths[next_path])
  end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_REPORT {"requests":%d,"bytes":%d,"durationUs":%d,"socketErrors":%d,"non2xx":%d,' ..
      '"timeouts":%d,"meanUs":%.1f,"p50Us":%d,"p90Us":%d,"p99Us":%d}\n',
    summary.requests, summary.bytes, summary.duration, e.connect + e.read + e.write, e.status,
    e.timeout, latency.mean, latency:percentile(50), latency:percentile(90), latency:percentile(99)))
end
