from email.message import EmailMessage

rows = [("north", 1200.5), ("south", 980.0), ("west", 1430.25)]
body = "Weekly sales report\n\n" + "\n".join(f"{r:<8}{v:>10,.2f}" for r, v in rows)
body += f"\n\nTotal: {sum(v for _, v in rows):,.2f}"
msg = EmailMessage()
msg["Subject"] = "Weekly report: 3 regions"
msg["From"] = "Reports Bot <reports@example.com>"
msg["To"] = "ann@example.com, Bob Smith <bob@example.com>"
msg["Cc"] = '"Ops, Team" <ops@example.com>'
msg.set_content(body)
print(msg.as_string())
print(msg["To"].addresses)
print([a.username for a in msg["To"].addresses], msg["Cc"].addresses[0].display_name)
print(msg.get_content_type(), msg.get_content_charset(), msg["Content-Transfer-Encoding"])
print(msg.is_multipart(), len(msg), msg.keys())
