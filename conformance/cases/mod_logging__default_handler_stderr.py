# Logging with no configuration: the root logger's default handler writes to stderr.
import logging

logging.info("not shown")
logging.warning("low on %s", "disk")
logging.error("failed: %d", 3)
log = logging.getLogger("app.db")
log.warning("slow query")
try:
    1 / 0
except ZeroDivisionError:
    logging.exception("division")
print("done")
