import email
from email import policy
from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "Round trip"
msg["From"] = "Ann <ann@example.com>"
msg["To"] = "bob@example.com"
msg["Date"] = "Tue, 03 Dec 2024 10:00:00 +0000"
msg.set_content("Line one\nLine two\n")
text = msg.as_string()
back = email.message_from_string(text, policy=policy.default)
print(back["Subject"], back["From"].addresses[0].username, back["Date"].datetime.year)
print(repr(back.get_content()))
print(back.as_string() == text)
data = msg.as_bytes()
print(type(data).__name__, data.splitlines()[0])
print(email.message_from_bytes(data)["to"])
