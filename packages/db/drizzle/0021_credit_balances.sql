CREATE TABLE "credit_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_balances_balance_ck" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Loyalty credits (issue 14, decision 17): the ledger is the history, credit_balances the running
-- sum each member's credit-moving transactions lock and read. The trigger adds every ledger row's
-- delta in the statement that inserts it, so the two can never disagree, whichever code wrote the
-- row; a delta that would take the balance below zero fails the CHECK and rolls its statement back.
-- A debit updates the row (an INSERT … ON CONFLICT would check its negative proposed row against the
-- CHECK before finding the conflict); a debit of a member without a row is a debit from nothing,
-- which the CHECK refuses.
CREATE FUNCTION stride_add_credit_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.delta >= 0 THEN
    INSERT INTO credit_balances (user_id, balance) VALUES (NEW.user_id, NEW.delta)
    ON CONFLICT (user_id) DO UPDATE SET balance = credit_balances.balance + EXCLUDED.balance;
  ELSE
    UPDATE credit_balances SET balance = balance + NEW.delta WHERE user_id = NEW.user_id;
    IF NOT FOUND THEN
      INSERT INTO credit_balances (user_id, balance) VALUES (NEW.user_id, NEW.delta);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER credit_ledger_balance AFTER INSERT ON "credit_ledger" FOR EACH ROW EXECUTE FUNCTION stride_add_credit_delta();--> statement-breakpoint
-- Ledger rows written before this migration (none in a shop yet, but a database may hold some).
INSERT INTO credit_balances (user_id, balance)
SELECT user_id, greatest(sum(delta), 0)::int FROM credit_ledger GROUP BY user_id;
