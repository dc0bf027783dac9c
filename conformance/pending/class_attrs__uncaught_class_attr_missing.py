class Settings:
    timeout = 30
print(Settings.timeout)
print(Settings.retries)
