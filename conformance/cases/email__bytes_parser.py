from email import policy
from email.parser import BytesParser, HeaderParser, Parser

data = (b"Subject: ping\nFrom: a@x.org\nContent-Type: text/plain; charset=utf-8\n"
        b"Content-Transfer-Encoding: 8bit\n\nna\xc3\xafve body\n")
msg = BytesParser(policy=policy.default).parsebytes(data)
print(msg["subject"], msg.get_content())
print(repr(msg.get_payload(decode=True)))
old = BytesParser().parsebytes(data)
print(type(old).__name__, old["Subject"], old.get_payload(decode=True))
hdr = HeaderParser().parsestr("Subject: only headers\nX-Count: 3\n\nbody not parsed\n")
print(hdr.items(), repr(hdr.get_payload()))
plain = Parser().parsestr("X-A: 1\n\nhello")
print(plain["x-a"], repr(plain.get_payload()))
