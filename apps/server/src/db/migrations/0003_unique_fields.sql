DROP INDEX "devices_serial_key";--> statement-breakpoint
DROP INDEX "attendance_rules_kind_key";--> statement-breakpoint
DROP INDEX "health_settings_kig_key";--> statement-breakpoint
DROP INDEX "organisations_code_key";--> statement-breakpoint
CREATE UNIQUE INDEX "bracelets_mac_key" ON "bracelets" USING btree (lower("mac")) WHERE "bracelets"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_class_name_key" ON "classes" USING btree ("kig_id",lower("class_name")) WHERE "classes"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_name_key" ON "classrooms" USING btree ("kig_id",lower("name")) WHERE "classrooms"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_key" ON "drivers" USING btree ("kig_id",lower("phone")) WHERE "drivers"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "grades_grade_name_key" ON "grades" USING btree ("kig_id",lower("grade_name")) WHERE "grades"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "grades_sort_key" ON "grades" USING btree ("kig_id","sort") WHERE "grades"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "parents_phone_key" ON "parents" USING btree ("kig_id",lower("phone")) WHERE "parents"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "positions_position_name_key" ON "positions" USING btree ("kig_id",lower("position_name")) WHERE "positions"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "students_student_number_key" ON "students" USING btree ("kig_id",lower("student_number")) WHERE "students"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "students_card_no_key" ON "students" USING btree ("kig_id",lower("card_no")) WHERE "students"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_phone_key" ON "teachers" USING btree ("kig_id",lower("phone")) WHERE "teachers"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_card_no_key" ON "teachers" USING btree ("kig_id",lower("card_no")) WHERE "teachers"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "cameras_channel_no_key" ON "cameras" USING btree ("kig_id","channel_no") WHERE "cameras"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_no_key" ON "devices" USING btree (lower("serial_no")) WHERE "devices"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "speakers_channel_no_key" ON "speakers" USING btree ("kig_id","channel_no") WHERE "speakers"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_rules_person_kind_key" ON "attendance_rules" USING btree ("kig_id","person_kind") WHERE "attendance_rules"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "health_settings_kig_id_key" ON "health_settings" USING btree ("kig_id") WHERE "health_settings"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_code_key" ON "organisations" USING btree (lower("code")) WHERE "organisations"."deleted" = false;