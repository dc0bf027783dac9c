import logging
import sys

root = logging.getLogger()
saved = root.handlers[:], root.level  # the host's logging is shared when compared in-process
logging.basicConfig(stream=sys.stdout, level=logging.INFO, force=True,
                    format="%(levelname)s %(name)s %(message)s")
log = logging.getLogger("agent.worker")
log.debug("not shown")
log.info("started %d jobs", 3)
logging.info("root says %s", "hi")
log.warning("disk at %(pct)d%%", {"pct": 91})
logging.getLogger("agent").setLevel(logging.ERROR)
log.warning("hidden now")
log.error("failed: %r", "job-2")
log.log(logging.CRITICAL, "critical via log")
own = logging.StreamHandler(sys.stdout)
own.setFormatter(logging.Formatter("<{levelname}> {message}", style="{"))
quiet = logging.getLogger("standalone")
quiet.propagate = False
quiet.addHandler(own)
quiet.warning("own handler")
print(log.getEffectiveLevel(), logging.getLevelName(logging.ERROR), log.parent.name)
for handler in root.handlers[:]:
    root.removeHandler(handler)
for handler in saved[0]:
    root.addHandler(handler)
root.setLevel(saved[1])
logging.getLogger("agent").setLevel(logging.NOTSET)
quiet.removeHandler(own)
