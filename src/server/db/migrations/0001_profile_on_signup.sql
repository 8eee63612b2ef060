-- Every account gets its profile row {id, email, full_name} and a free subscription in the same
-- transaction as the sign-up insert, whichever code path creates the user.
CREATE OR REPLACE FUNCTION bocado_create_profile() RETURNS trigger AS $$
BEGIN
  INSERT INTO profiles (id, email, full_name) VALUES (NEW.id, NEW.email, NEW.name)
    ON CONFLICT (id) DO NOTHING;
  INSERT INTO subscriptions (user_id, plan_type, active) VALUES (NEW.id, 'free', true)
    ON CONFLICT (user_id) DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bocado_user_created AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION bocado_create_profile();
