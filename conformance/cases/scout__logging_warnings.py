import logging
import warnings

logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
log = logging.getLogger("app")
log.info("starting %s", "job")
log.debug("hidden")
log.warning("disk at %d%%", 91)
child = logging.getLogger("app.db")
child.error("query failed: %r", {"q": 1})
try:
    1 / 0
except ZeroDivisionError:
    log.exception("boom")
print("level", log.getEffectiveLevel(), logging.getLevelName(30))
warnings.warn("old api", DeprecationWarning)
warnings.warn("careful")
def legacy():
    warnings.warn("legacy() is deprecated", UserWarning, stacklevel=2)
    return 1
print(legacy())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("captured", RuntimeWarning)
print([str(w.message) for w in caught], caught[0].category.__name__)
print("done")
