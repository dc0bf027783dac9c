import email
from email import policy

raw = (
    "From: reports@example.com\r\n"
    "To: team@example.com\r\n"
    "Subject: =?utf-8?q?R=C3=A9sum=C3=A9?= of the week\r\n"
    "MIME-Version: 1.0\r\n"
    "Content-Type: multipart/mixed; boundary=\"sep\"\r\n"
    "\r\n"
    "This is a multi-part message.\r\n"
    "--sep\r\n"
    "Content-Type: text/plain; charset=utf-8\r\n"
    "Content-Transfer-Encoding: quoted-printable\r\n"
    "\r\n"
    "Caf=C3=A9 sales up 5% =\r\n"
    "this week.\r\n"
    "--sep\r\n"
    "Content-Type: text/csv; name=\"data.csv\"\r\n"
    "Content-Disposition: attachment; filename=\"data.csv\"\r\n"
    "Content-Transfer-Encoding: base64\r\n"
    "\r\n"
    "aWQsdmFsdWUKMSwxMAoyLDIwCg==\r\n"
    "--sep--\r\n"
)
old = email.message_from_string(raw)
print(old["Subject"])
print(old.preamble, repr(old.epilogue), len(old.get_payload()))
for part in old.walk():
    if part.is_multipart():
        continue
    print(part.get_content_type(), part.get_filename(), part.get_payload(decode=True))
new = email.message_from_string(raw, policy=policy.default)
print(new["Subject"], type(new).__name__)
print(new.get_body(("plain",)).get_content())
for att in new.iter_attachments():
    print(att.get_filename(), att.get_content())
