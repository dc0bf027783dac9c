from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "Rapport café du jour"
msg["From"] = "Zoë Martin <zoe@example.com>"
msg["To"] = "team@example.com"
msg.set_content("Prix: 5 €\nMerci!\n")
print(msg.as_string())
print(msg["Subject"], msg["From"].addresses[0].display_name)
print(msg.as_bytes().decode("utf-8"))
print(msg.get_content())
print(msg["Content-Transfer-Encoding"])
