import email
from collections import Counter

raw = """Content-Type: multipart/mixed; boundary="outer"

--outer
Content-Type: multipart/alternative; boundary="inner"

--inner
Content-Type: text/plain

plain text
--inner
Content-Type: text/html

<p>html</p>
--inner--
--outer
Content-Type: application/json
Content-Disposition: attachment; filename="data.json"

{"ok": true}
--outer
Content-Type: image/png
Content-Disposition: attachment; filename="pic.png"
Content-Transfer-Encoding: base64

iVBORw0KGgo=
--outer--
"""
msg = email.message_from_string(raw)
kinds = Counter(part.get_content_maintype() for part in msg.walk())
print(sorted(kinds.items()))
for part in msg.walk():
    print(part.get_content_type(), part.is_multipart(), part.get_filename(),
          part.get_content_disposition())
attachments = [p.get_filename() for p in msg.walk() if p.get_content_disposition() == "attachment"]
print(attachments)
png = [p for p in msg.walk() if p.get_content_type() == "image/png"][0]
print(png.get_payload(decode=True)[:4])
print([p.get_content_charset("ascii") for p in msg.walk()])
