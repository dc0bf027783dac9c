import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.INFO, force=True,
                    format="%(levelname)s %(name)s [req=%(req)s]: %(message)s")
base = logging.getLogger("survey_api")
base.setLevel(logging.NOTSET)  # the host process keeps loggers between runs of this case
log = logging.LoggerAdapter(base, {"req": 17})
log.info("handling %s", "/users")
log.debug("hidden at INFO")
log.warning("slow: %.2fs", 1.5)
try:
    {}["id"]
except KeyError as e:
    log.error("lookup failed: %r", e)

class Prefixed(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        msg, kwargs = super().process(msg, kwargs)
        return f"[{self.extra['req']}] {msg}", kwargs

p = Prefixed(base, {"req": 99})
p.error("boom %d", 3)
print(repr(log), log.name, log.isEnabledFor(logging.DEBUG), log.getEffectiveLevel())
log.setLevel(logging.ERROR)
log.warning("now hidden")
print(base.level, p.hasHandlers())
