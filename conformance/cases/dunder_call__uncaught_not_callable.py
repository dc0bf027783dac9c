class Config:
    value = 3
c = Config()
print(c.value)
c.value()
