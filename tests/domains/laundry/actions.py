"""The laundry domain's action: a pickup id made from the request, so a test can read it."""


def register(bot):  # type: ignore[no-untyped-def]
    @bot.action("schedule_pickup")
    def schedule(slots, ctx):  # type: ignore[no-untyped-def]
        return {"pickup_id": f"L-{slots['bags']}{slots['service'][0].upper()}"}
