-- One database per service: no service reads another's tables.
CREATE DATABASE shopforge_oauth;
CREATE DATABASE shopforge_catalog;
CREATE DATABASE shopforge_billing;
CREATE DATABASE shopforge_reseller;
CREATE DATABASE shopforge_themes;
CREATE DATABASE shopforge_webhook;
