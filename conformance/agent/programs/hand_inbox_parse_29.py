# Parse an email-like message, extract headers and links, then queue replies.
import re
from email.parser import Parser
from email.utils import parseaddr, formataddr, parsedate_to_datetime
from html import escape, unescape

RAW = """From: "Grace Hopper" <grace@example.com>
To: support@example.com
Subject: Re: [#1042] Invoice question
Date: Tue, 05 Mar 2024 14:22:10 +0100
Message-ID: <abc123@example.com>

Hi team,

please see https://billing.example.com/inv/42 and https://docs.example.com/faq?q=vat.
The amount &amp; currency look wrong: 340.50 EUR vs 304.50.

Thanks, Grace
"""
msg = Parser().parsestr(RAW)
name, addr = parseaddr(msg["From"])
sent = parsedate_to_datetime(msg["Date"])
print(name, "|", addr, "|", msg["Subject"], "|", sent.isoformat(), sent.utcoffset())
ticket = re.search(r"\[#(\d+)\]", msg["Subject"])
body = msg.get_payload()
links = re.findall(r"https?://[^\s]+?(?=[.,]?\s)", body)
amounts = [float(a) for a in re.findall(r"\b\d+\.\d{2}\b", body)]
print("ticket:", ticket.group(1) if ticket else None, "links:", links, "amounts:", amounts)
print(unescape("amount &amp; currency"), escape("<b>&'\""), escape("<a>", quote=False))
reply = f"Dear {name.split()[0]},\n\nWe received ticket #{ticket.group(1)}.\n"
for to in [addr, formataddr(("Billing", "billing@example.com")), "broken"]:
    try:
        result = send_email(to, "Re: " + msg["Subject"], reply)
        print("queued", result["id"], "to", to, result["chars"], "chars")
    except ValueError as exc:
        print("not sent:", exc)
print(msg.keys(), msg.get("Cc", "no cc"), msg["message-id"])
words = re.findall(r"[A-Za-z']+", body)
print(len(words), sorted({w.lower() for w in words if len(w) > 7}))
