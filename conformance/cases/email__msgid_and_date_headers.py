import re
from datetime import datetime, timezone
from email.message import EmailMessage
from email.utils import formatdate, make_msgid

mid = make_msgid(domain="example.com")
print(bool(re.fullmatch(r"<\d+\.\d+\.\d+@example\.com>", mid)))
mid2 = make_msgid("report", domain="example.com")
print(mid2.endswith(".report@example.com>"), mid != mid2)
msg = EmailMessage()
msg["Date"] = datetime(2024, 3, 1, 8, 30, tzinfo=timezone.utc)
msg["Message-ID"] = "<fixed@example.com>"
msg["Subject"] = "dated"
print(msg["Date"], msg["Date"].datetime, msg["date"].datetime.tzinfo)
print(msg["Message-ID"])
print(bool(re.fullmatch(r"\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} -0000", formatdate())))
print(msg.as_string())
