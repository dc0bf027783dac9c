from email.mime.text import MIMEText

msg = MIMEText("Deployment finished.\nAll checks green.")
msg["Subject"] = "Deploy OK"
msg["From"] = "ci@example.com"
msg["To"] = "dev@example.com"
print(msg.as_string())
html = MIMEText("<h1>Status</h1><p>ok</p>", "html")
print(html.as_string())
utf = MIMEText("Café crème: 3,50 €", "plain", "utf-8")
utf["Subject"] = "Menu du jour"
print(utf.as_string())
print(utf.get_payload(), utf.get_payload(decode=True).decode("utf-8"))
latin = MIMEText("Grüße", _charset="iso-8859-1")
print(latin.as_string())
print(str(msg) == msg.as_string(), msg.get_charset())
