# Log formats name the calling function and line (%(funcName)s, %(lineno)d), as agents'
# logging.basicConfig formats often do; stacklevel moves the blame to a helper's caller.
import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.DEBUG,
                    format="%(levelname)s %(funcName)s:%(lineno)d %(message)s")
log = logging.getLogger("agent")


def fetch(n):
    log.debug("fetching %d", n)
    return n * 2


def warn_caller(msg):
    log.warning(msg, stacklevel=2)


class Step:
    def run(self):
        log.info("step runs")
        warn_caller("blamed on run")
        return [fetch(i) for i in range(2)]


print(Step().run())
logging.info("module level")
warn_caller("blamed on the module")
adapter = logging.LoggerAdapter(log, {"req": 1})
adapter.warning("through an adapter")
log.log(logging.ERROR, "through log()")
record = logging.makeLogRecord({"msg": "made"})
print(record.funcName, record.lineno, record.module)
