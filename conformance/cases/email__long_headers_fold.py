from email.message import EmailMessage, Message

recipients = ", ".join(f"user{i}@example.com" for i in range(9))
msg = EmailMessage()
msg["To"] = recipients
msg["Subject"] = " ".join(f"word{i}" for i in range(25))
msg.set_content("x")
print(msg.as_string())
old = Message()
old["To"] = recipients
old["Subject"] = " ".join(f"word{i}" for i in range(25))
print(old.as_string())
print(len(msg["To"].addresses))
