/** French and Arabic names of the demo catalogue's categories, subcategories, brand categories and tags, keyed by the English name stored in `name`. */
export const NAME_TRANSLATIONS: Readonly<Record<string, { fr: string; ar: string }>> = {
  // Top categories (PRODUCT_CATEGORIES)
  Clothing: { fr: 'Vêtements', ar: 'ملابس' },
  Footwear: { fr: 'Chaussures', ar: 'أحذية' },
  'Beauty & Personal Care': { fr: 'Beauté et soins', ar: 'الجمال والعناية الشخصية' },
  Books: { fr: 'Livres', ar: 'كتب' },
  'Toys & Games': { fr: 'Jouets et jeux', ar: 'ألعاب وتسلية' },
  Automotive: { fr: 'Automobile', ar: 'مستلزمات السيارات' },
  Health: { fr: 'Santé', ar: 'صحة' },
  'Jewelry & Accessories': { fr: 'Bijoux et accessoires', ar: 'مجوهرات وإكسسوارات' },
  'Office Products': { fr: 'Fournitures de bureau', ar: 'مستلزمات مكتبية' },
  'Pet Supplies': { fr: 'Animalerie', ar: 'مستلزمات الحيوانات الأليفة' },
  'Food & Beverages': { fr: 'Alimentation et boissons', ar: 'أغذية ومشروبات' },
  Electronics: { fr: 'Électronique', ar: 'إلكترونيات' },
  Furniture: { fr: 'Meubles', ar: 'أثاث' },
  'Fitness & Sports': { fr: 'Sport et fitness', ar: 'رياضة ولياقة بدنية' },
  Other: { fr: 'Autres', ar: 'أخرى' },

  // Subcategories: clothing
  "Men's Clothing": { fr: 'Vêtements homme', ar: 'ملابس رجالية' },
  "Women's Clothing": { fr: 'Vêtements femme', ar: 'ملابس نسائية' },
  "Kids' Clothing": { fr: 'Vêtements enfant', ar: 'ملابس أطفال' },
  'Traditional Wear': { fr: 'Tenues traditionnelles', ar: 'ملابس تقليدية' },
  Outerwear: { fr: 'Manteaux et vestes', ar: 'معاطف وسترات' },

  // Subcategories: footwear
  Sneakers: { fr: 'Baskets', ar: 'أحذية رياضية' },
  Sandals: { fr: 'Sandales', ar: 'صنادل' },
  Boots: { fr: 'Bottes', ar: 'أحذية طويلة' },
  'Formal Shoes': { fr: 'Chaussures de ville', ar: 'أحذية رسمية' },
  'Slippers & Babouches': { fr: 'Chaussons et babouches', ar: 'شباشب وبلاغي' },

  // Subcategories: beauty & personal care
  Skincare: { fr: 'Soins de la peau', ar: 'العناية بالبشرة' },
  Haircare: { fr: 'Soins des cheveux', ar: 'العناية بالشعر' },
  Fragrances: { fr: 'Parfums', ar: 'عطور' },
  Makeup: { fr: 'Maquillage', ar: 'مكياج' },
  'Bath & Body': { fr: 'Bain et corps', ar: 'الاستحمام والعناية بالجسم' },

  // Subcategories: books
  Fiction: { fr: 'Romans', ar: 'روايات' },
  Cookbooks: { fr: 'Livres de cuisine', ar: 'كتب الطبخ' },
  "Children's Books": { fr: 'Livres pour enfants', ar: 'كتب الأطفال' },
  'History & Culture': { fr: 'Histoire et culture', ar: 'تاريخ وثقافة' },
  'Language Learning': { fr: 'Apprentissage des langues', ar: 'تعلم اللغات' },

  // Subcategories: toys & games
  'Board Games': { fr: 'Jeux de société', ar: 'ألعاب لوحية' },
  Puzzles: { fr: 'Puzzles', ar: 'ألغاز وبازل' },
  'Educational Toys': { fr: 'Jouets éducatifs', ar: 'ألعاب تعليمية' },
  'Dolls & Figures': { fr: 'Poupées et figurines', ar: 'دمى ومجسمات' },
  'Outdoor Play': { fr: 'Jeux de plein air', ar: 'ألعاب في الهواء الطلق' },

  // Subcategories: automotive
  'Car Accessories': { fr: 'Accessoires auto', ar: 'إكسسوارات السيارات' },
  'Car Care': { fr: 'Entretien auto', ar: 'العناية بالسيارة' },
  'Tools & Equipment': { fr: 'Outils et équipement', ar: 'أدوات ومعدات' },
  'Interior Accessories': { fr: 'Accessoires intérieurs', ar: 'إكسسوارات داخلية' },

  // Subcategories: health
  'Vitamins & Supplements': { fr: 'Vitamines et compléments', ar: 'فيتامينات ومكملات غذائية' },
  'Medical Devices': { fr: 'Appareils médicaux', ar: 'أجهزة طبية' },
  'First Aid': { fr: 'Premiers secours', ar: 'إسعافات أولية' },
  'Herbal Remedies': { fr: 'Remèdes à base de plantes', ar: 'علاجات عشبية' },

  // Subcategories: jewelry & accessories
  Necklaces: { fr: 'Colliers', ar: 'قلائد' },
  Rings: { fr: 'Bagues', ar: 'خواتم' },
  Bracelets: { fr: 'Bracelets', ar: 'أساور' },
  Earrings: { fr: "Boucles d'oreilles", ar: 'أقراط' },
  'Bags & Wallets': { fr: 'Sacs et portefeuilles', ar: 'حقائب ومحافظ' },

  // Subcategories: office products
  'Notebooks & Paper': { fr: 'Cahiers et papier', ar: 'دفاتر وورق' },
  'Writing Instruments': { fr: "Instruments d'écriture", ar: 'أدوات الكتابة' },
  'Desk Organisers': { fr: 'Rangement de bureau', ar: 'منظمات المكتب' },
  'Office Electronics': { fr: 'Électronique de bureau', ar: 'إلكترونيات مكتبية' },

  // Subcategories: pet supplies
  'Dog Supplies': { fr: 'Articles pour chiens', ar: 'مستلزمات الكلاب' },
  'Cat Supplies': { fr: 'Articles pour chats', ar: 'مستلزمات القطط' },
  'Bird & Fish': { fr: 'Oiseaux et poissons', ar: 'طيور وأسماك' },
  'Pet Food': { fr: 'Alimentation animale', ar: 'طعام الحيوانات الأليفة' },

  // Subcategories: food & beverages
  'Olive Oil': { fr: "Huile d'olive", ar: 'زيت الزيتون' },
  'Dates & Dried Fruit': { fr: 'Dattes et fruits secs', ar: 'تمور وفواكه مجففة' },
  'Spices & Harissa': { fr: 'Épices et harissa', ar: 'توابل وهريسة' },
  'Tea & Coffee': { fr: 'Thé et café', ar: 'شاي وقهوة' },
  'Sweets & Pastries': { fr: 'Douceurs et pâtisseries', ar: 'حلويات ومعجنات' },

  // Subcategories: electronics
  'Phones & Accessories': { fr: 'Téléphones et accessoires', ar: 'هواتف وإكسسوارات' },
  Audio: { fr: 'Son et audio', ar: 'صوتيات' },
  'Computers & Tablets': { fr: 'Ordinateurs et tablettes', ar: 'حواسيب وأجهزة لوحية' },
  'Smart Home': { fr: 'Maison connectée', ar: 'المنزل الذكي' },
  Cameras: { fr: 'Appareils photo', ar: 'كاميرات' },

  // Subcategories: furniture
  'Living Room': { fr: 'Salon', ar: 'غرفة المعيشة' },
  Bedroom: { fr: 'Chambre', ar: 'غرفة النوم' },
  'Outdoor Furniture': { fr: 'Mobilier de jardin', ar: 'أثاث خارجي' },
  'Decor & Lighting': { fr: 'Décoration et luminaires', ar: 'ديكور وإضاءة' },

  // Subcategories: fitness & sports
  'Gym Equipment': { fr: 'Matériel de musculation', ar: 'معدات اللياقة البدنية' },
  Yoga: { fr: 'Yoga', ar: 'يوغا' },
  'Team Sports': { fr: 'Sports collectifs', ar: 'رياضات جماعية' },
  Cycling: { fr: 'Cyclisme', ar: 'ركوب الدراجات' },
  'Outdoor & Camping': { fr: 'Plein air et camping', ar: 'رحلات وتخييم' },

  // Subcategories: other
  Gifts: { fr: 'Cadeaux', ar: 'هدايا' },
  'Crafts & Handmade': { fr: 'Artisanat et fait main', ar: 'حرف ومصنوعات يدوية' },
  Seasonal: { fr: 'Articles de saison', ar: 'منتجات موسمية' },
  Miscellaneous: { fr: 'Divers', ar: 'متفرقات' },

  // Brand categories (BRAND_CATEGORY_SEEDS; Electronics and Automotive are above)
  Fashion: { fr: 'Mode', ar: 'أزياء' },
  Beauty: { fr: 'Beauté', ar: 'تجميل' },
  'Home & Living': { fr: 'Maison et déco', ar: 'المنزل والمعيشة' },
  'Sports & Outdoors': { fr: 'Sports et plein air', ar: 'رياضة وأنشطة خارجية' },
  'Kids & Toys': { fr: 'Enfants et jouets', ar: 'أطفال وألعاب' },
  'Food & Gourmet': { fr: 'Alimentation et épicerie fine', ar: 'أغذية ومأكولات فاخرة' },
  'Books & Stationery': { fr: 'Livres et papeterie', ar: 'كتب وقرطاسية' },

  // Tags (TAG_SEEDS): lower-case, like the English names
  summer: { fr: 'été', ar: 'صيف' },
  winter: { fr: 'hiver', ar: 'شتاء' },
  ramadan: { fr: 'ramadan', ar: 'رمضان' },
  office: { fr: 'bureau', ar: 'مكتب' },
  'eco-friendly': { fr: 'écoresponsable', ar: 'صديق للبيئة' },
  'new-arrival': { fr: 'nouveauté', ar: 'وصل حديثًا' },
  bestseller: { fr: 'meilleure vente', ar: 'الأكثر مبيعًا' },
  handmade: { fr: 'fait main', ar: 'صنع يدوي' },
  gift: { fr: 'cadeau', ar: 'هدية' },
  premium: { fr: 'haut de gamme', ar: 'فاخر' },
  sale: { fr: 'soldes', ar: 'تخفيضات' },
};
