CREATE TABLE "search_names" (
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "search_names_locale_name_pk" PRIMARY KEY("locale","name")
);
