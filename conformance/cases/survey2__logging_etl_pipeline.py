import logging
import sys
import json
from collections import Counter

logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)-7s %(name)s: %(message)s")
log = logging.getLogger("etl")
extract_log = log.getChild("extract")
transform_log = logging.getLogger("etl.transform")

class CountingHandler(logging.Handler):
    def __init__(self):
        super().__init__(level=logging.WARNING)
        self.counts = Counter()
    def emit(self, record):
        self.counts[record.levelname] += 1

counter = CountingHandler()
log.addHandler(counter)

RAW = ['{"id": 1, "v": "10"}', '{"id": 2, "v": "x"}', 'not json', '{"id": 3}', '{"id": 4, "v": "7.5"}']

def extract(lines):
    for i, line in enumerate(lines):
        try:
            yield json.loads(line)
        except json.JSONDecodeError as e:
            extract_log.warning("line %d skipped: %s", i, e.msg)

def transform(rows):
    for r in rows:
        if "v" not in r:
            transform_log.error("row %s has no value", r["id"])
            continue
        try:
            r["v"] = float(r["v"])
        except ValueError:
            transform_log.warning("row %(id)s: bad value %(v)r", r)
            continue
        transform_log.debug("row %s ok", r["id"])
        yield r

log.info("starting with %d lines", len(RAW))
out = list(transform(extract(RAW)))
log.info("loaded %d rows: %s", len(out), [r["id"] for r in out])
transform_log.setLevel(logging.DEBUG)
list(transform([{"id": 9, "v": "1"}]))
print("counts:", dict(counter.counts))
try:
    1 / 0
except ZeroDivisionError as e:
    log.error("division failed: %s", e, exc_info=False)
print(log.getEffectiveLevel(), transform_log.getEffectiveLevel(), logging.getLevelName(30), logging.getLevelName("ERROR"))
print(log.isEnabledFor(logging.DEBUG), transform_log.isEnabledFor(logging.DEBUG), extract_log.parent.name, log.name)
adapter = logging.LoggerAdapter(log, {"job": "nightly"})
adapter.info("adapter message")
fmt = logging.Formatter("[%(levelname)s|%(name)s] %(message)s")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(fmt)
special = logging.getLogger("special")
special.propagate = False
special.addHandler(h)
special.warning("custom %s", "format")
logging.disable(logging.CRITICAL)
log.error("hidden")
logging.disable(logging.NOTSET)
log.warning("visible again")
